/**
 * The cookie policy. Its tables come from the one service list, so they
 * name exactly the cookies the consent settings offer and the code sets.
 * Here: the sections, their anchors, which category's table each shows, the
 * links and the names of what the site stores; what each language says is
 * in `src/content/words/legal/cookies.json`.
 */
import type { Locale } from '../../lib/locales';
import { pathsIn } from '../../lib/paths';
import { fillIn, type Template } from '../../lib/template';
import { consentCookie } from '../consentCookie';
import type { ServiceCategory } from '../services';
import { themeStorage } from '../themeStorage';
import { paragraph, paragraphs, sectionsIn, table, type LegalDocumentContent, type LegalFrame, type LegalTable, type LinkedText, type SectionPlace } from './legalDocument';

/** The sections in the policy's order, which numbers them; their anchors, the same in every language, are cited and linked, so they never change. */
const cookiesSections = [
  { key: 'principle', id: 'principle' },
  { key: 'necessary', id: 'necessary' },
  { key: 'analytics', id: 'analytics' },
  { key: 'functional', id: 'functional' },
  { key: 'marketing', id: 'marketing' },
  { key: 'changeChoice', id: 'change-choice' },
  { key: 'more', id: 'more' },
] as const satisfies ReadonlyArray<SectionPlace>;

/** A category's section: what its cookies are for, above the table of them. */
interface CategoryWords {
  title: string;
  text: Template;
}

/** What a language writes for the cookie policy. Every text may name the consent cookie as `{consentCookie}` and the colour scheme's entry in local storage as `{themeKey}`. */
export interface CookiesWords {
  title: string;
  lead: Template;
  sections: {
    principle: { title: string; paragraphs: ReadonlyArray<Template> };
    /** Keyed by the service category whose cookies the section's table lists. */
    necessary: CategoryWords;
    analytics: CategoryWords;
    functional: CategoryWords;
    marketing: CategoryWords;
    /** `settings` names the button that opens the cookie settings. */
    changeChoice: { title: string; text: Template; settings: string };
    /** Before the link to the privacy policy. */
    more: { title: string; privacy: LinkedText };
  };
}

/** The cookie policy in one language, each category's section with the table of its cookies. */
export function cookiesIn(words: CookiesWords, locale: Locale, frame: LegalFrame, cookieTable: (category: ServiceCategory) => LegalTable): LegalDocumentContent {
  const paths = pathsIn(locale);
  const fill = (template: Template) => fillIn(template, { consentCookie: consentCookie.name, themeKey: themeStorage.key });
  const { sections } = words;
  const category = (key: ServiceCategory) => [paragraph(fill(sections[key].text)), table(cookieTable(key))];
  return {
    id: 'cookies',
    title: words.title,
    lead: fill(words.lead),
    ...frame,
    numbered: true,
    sections: sectionsIn(cookiesSections, sections, {
      principle: paragraphs(sections.principle.paragraphs.map(fill)),
      necessary: category('necessary'),
      analytics: category('analytics'),
      functional: category('functional'),
      marketing: category('marketing'),
      changeChoice: [paragraph(fill(sections.changeChoice.text)), { kind: 'cookieSettings', label: sections.changeChoice.settings }],
      more: [paragraph(fill(sections.more.privacy.text), { label: sections.more.privacy.link, to: paths.privacy })],
    }),
  };
}
