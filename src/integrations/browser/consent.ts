import type { ConsentChoice, ConsentIntegration, ConsentSnapshot } from '../types';
import { consentCategories, fullConsent, initialConsentSnapshot, noConsent } from '../consentConfig';
import type { Engine } from './consentEngine';
import { consentChoiceStored } from './consentChoiceStored';

/**
 * The visitor's choice, kept by vanilla-cookieconsent (its own interface unused):
 * a first-party cookie with the categories, the revision and the dates; a
 * new revision invalidates it; withdrawn categories get their cookies erased.
 * The engine, its settings and the service list's cookies are their own
 * chunk (consentEngine.ts), loaded after hydration where a choice is stored.
 * Where none is (a first visit, an expired choice), there is nothing to read:
 * the banner shows at once and the engine loads when the visitor answers.
 */
export function createConsent(): ConsentIntegration {
  let snapshot: ConsentSnapshot = initialConsentSnapshot;
  let ready: Promise<Engine> | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: Partial<ConsentSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };

  const readEngine = (current: Engine): Partial<ConsentSnapshot> => {
    if (!current.validConsent()) return { status: 'pending', choice: noConsent, decidedAt: null };
    const cookie = current.getCookie();
    const choice = Object.fromEntries(consentCategories.map((category) => [category, current.acceptedCategory(category)])) as ConsentChoice;
    return { status: 'decided', choice, revision: cookie.revision, decidedAt: cookie.lastConsentTimestamp };
  };

  const engine = () =>
    (ready ??= import('./consentEngine').then(async ({ startConsentEngine }) => {
      const started = await startConsentEngine();
      // A choice made while the engine loaded is already published.
      if (snapshot.status === 'unknown') publish(readEngine(started));
      return started;
    }));

  // A choice made before the engine arrived (a quick click) waits for it.
  const apply = (choice: ConsentChoice) => {
    publish({ choice, status: 'decided', settingsOpen: false });
    void engine().then((current) => {
      const accepted = consentCategories.filter((category) => choice[category]);
      current.acceptCategory(['necessary', ...accepted]);
      publish(readEngine(current));
    });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (consentChoiceStored()) void engine();
      else if (snapshot.status === 'unknown') publish({ status: 'pending' });
    },
    acceptAll: () => apply(fullConsent),
    rejectAll: () => apply(noConsent),
    save: apply,
    openSettings: () => publish({ settingsOpen: true }),
    closeSettings: () => publish({ settingsOpen: false }),
  };
}
