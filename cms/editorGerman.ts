/**
 * The editor in Swiss German, for people who are not developers: Decap's
 * own German with the strings that read awkwardly, carry a «ß» or say
 * nothing useful replaced (cms/decapGerman.json), and the workflow's
 * columns named as the team says them: Entwurf, In Prüfung, Bereit.
 */
import CMS from 'decap-cms-app';
import overrides from './decapGerman.json';

type Phrases = { [key: string]: string | Phrases };

function merged(base: Phrases, changes: Phrases): Phrases {
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(changes)])].map((key) => {
      const [was, now] = [base[key], changes[key]];
      if (now === undefined) return [key, was];
      return [key, typeof now === 'object' && typeof was === 'object' ? merged(was, now) : now];
    }),
  ) as Phrases;
}

export function registerEditorGerman() {
  // Decap registers its own German when it loads; ours goes over it.
  CMS.registerLocale('de', merged((CMS.getLocale('de') ?? {}) as unknown as Phrases, overrides as Phrases));
}
