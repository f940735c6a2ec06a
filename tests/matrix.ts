/**
 * The test matrix: every check the tests make of the site, against the four
 * dimensions its result can differ in — language, colour theme, width and
 * browser engine — each cell with its reason. The runners read it (the
 * visitor pass, the engine passes, the page stories' parameters and the
 * story run's pseudo-locale pass); nothing else decides where a check runs.
 * docs/testing.md shows it as a table (`npm run matrix` prints it;
 * tests/matrix.test.ts keeps the two equal).
 *
 * A language pays only for what depends on words, a theme only for colour:
 * what the same code does the same way everywhere runs once, in the default
 * language, light, at the width it is about, in Chromium.
 */
import { defaultLocale, locales, type Locale } from '../src/lib/locales';
import type { PageName } from '../src/lib/pageNames';

export type Theme = 'light' | 'dark';
export type MatrixWidth = 'phone' | 'desktop';
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** Where a check is about to run. */
export interface Place {
  language: Locale;
  theme: Theme;
  width: MatrixWidth;
  engine: Engine;
  /** The page, where a runner visits pages: a check of the shell (the same on every page) runs on one. */
  page?: PageName;
}

/** One cell: the values of its dimension the check runs at, and why. */
interface Cell<V extends string> {
  /** Every value, some, or none (a check without a browser has no width or engine). */
  runs: 'every' | readonly V[] | 'none';
  why: string;
}

/** The site's languages: every one, the default only, or the pseudo-locale built from the default at test time. */
type LanguageCell = Cell<'default' | 'pseudo'>;

export interface Check {
  /** What a reviewer reads in the table. */
  what: string;
  /** The runner that makes it. */
  runner: 'visitor pass' | 'engine pass' | 'stories' | 'page files' | 'build checks';
  language: LanguageCell;
  theme: Cell<Theme>;
  width: Cell<MatrixWidth>;
  engine: Cell<Engine>;
  /** The pages it runs on where a runner visits pages; every page unless it says otherwise. */
  page?: Cell<PageName>;
}

const every = <V extends string>(why: string): Cell<V> => ({ runs: 'every', why });
const only = <V extends string>(values: readonly V[], why: string): Cell<V> => ({ runs: values, why });

/** The reasons most cells share, written once. */
const sameCode = 'the same code in every language; its words are checked by the language rows';
const wordsDiffer = "each language's words (and their length) differ";
const sameDocument = 'the same document at either width';
const colourFree = 'colour plays no part in it';
const chromiumOnly = 'what an engine can get wrong on its own is the engine pass';
const light = only<Theme>(['light'], colourFree);
const chromium = only<Engine>(['chromium'], chromiumOnly);
const defaultLanguage = only<'default'>(['default'], sameCode);
const phone = (why: string) => only<MatrixWidth>(['phone'], why);
const none = <V extends string>(why: string): Cell<V> => ({ runs: 'none', why });
/** A part of the shell, the same on every page of a language: checked on its home page (consent.e2e and navigation.e2e use it on others). */
const shellOnce = only<PageName>(['home'], 'the shell is the same on every page of a language');

export const checks = {
  withoutScript: {
    what: 'without JavaScript: heading, header, footer and title show; nothing leaves the machine',
    runner: 'visitor pass',
    language: only(['default'], 'the prerender writes every language with the same code; each language’s title is read on the hydrated page'),
    theme: light,
    width: every('the header and footer are laid out differently on a phone'),
    engine: chromium,
  },
  darkWithoutScript: {
    what: 'without JavaScript, under a dark system: the page is dark by its CSS alone',
    runner: 'visitor pass',
    language: defaultLanguage,
    theme: only(['dark'], 'the dark theme is what it checks'),
    width: phone('the colour rules do not depend on the width'),
    engine: chromium,
  },
  hydrationKeepsWords: {
    what: 'hydrated: every prerendered word and the structured data are still there, every icon keeps its drawing',
    runner: 'visitor pass',
    language: only(['default'], 'the server and the browser render the same components from the same content module in every language'),
    theme: light,
    width: every('islands render other parts at each width'),
    engine: chromium,
  },
  layoutShifts: {
    what: 'nothing moves while the page loads and its islands hydrate',
    runner: 'visitor pass',
    language: only(['default'], 'layout is laid out in Inter before the first paint in every language; the fonts are the same'),
    theme: light,
    width: every('each width lays the page out anew'),
    engine: chromium,
  },
  documentLanguage: {
    what: '`lang` of the document and the `hreflang` of each alternate; one title, canonical and description, the title the page’s own',
    runner: 'visitor pass',
    language: every('each language declares itself and names the others'),
    theme: light,
    width: phone(sameDocument),
    engine: chromium,
  },
  currentPage: {
    what: 'the header, the mobile menu and the footer mark every link to the page itself `aria-current="page"`, and no other',
    runner: 'visitor pass',
    language: every('each language links to its own paths'),
    theme: light,
    width: phone('the same document at either width: the desktop and mobile menus are both in it'),
    engine: chromium,
  },
  unaccountedText: {
    what: "every word shown or announced comes from the page language's content (nothing written into a component, no other language)",
    runner: 'visitor pass',
    language: every(wordsDiffer),
    theme: light,
    width: phone(sameDocument),
    engine: chromium,
  },
  axe: {
    what: 'axe (WCAG 2.2 AA and target size) on the hydrated page, banner showing',
    runner: 'visitor pass',
    language: only(['default'], 'what the width changes (other controls, other layouts) is the same code in every language; the row below reads each language’s words'),
    theme: only(['light'], 'the dark theme has its own row: it reads colour'),
    width: every('each width shows other controls and wraps text anew'),
    engine: chromium,
  },
  axeInLanguage: {
    what: 'axe on the hydrated page in each language, banner showing (the same run as `axe` where both apply)',
    runner: 'visitor pass',
    language: every('names, labels, the language and the contrast of text read the words'),
    theme: only(['light'], 'colours do not depend on words'),
    width: phone('the narrowest layout is where longer words crowd controls and wrap'),
    engine: chromium,
  },
  darkAxe: {
    what: 'the dark theme under a dark system (no new load): dark page, no light surface left, axe',
    runner: 'visitor pass',
    language: only(['default'], 'colours do not depend on words'),
    theme: only(['dark'], 'the dark theme is what it checks'),
    width: every('each width shows other surfaces (the header’s menus, the mobile menu’s button)'),
    engine: chromium,
  },
  controlsAnswered: {
    what: 'every control is in an island or served by a behaviour; the consent engine draws nothing of its own',
    runner: 'visitor pass',
    language: defaultLanguage,
    theme: light,
    width: every('the header offers other controls on a laptop'),
    engine: chromium,
  },
  stylesReused: {
    what: 'hydration reuses the prerendered styles instead of generating them again',
    runner: 'visitor pass',
    language: defaultLanguage,
    theme: light,
    width: phone('styles do not depend on the width'),
    engine: chromium,
  },
  brandFace: {
    what: 'the heading and first paragraph drawn in Inter, from the subset inlined with the page; no font file fetched',
    runner: 'visitor pass',
    language: every("the subset must hold each language's letters"),
    theme: light,
    width: phone(sameDocument),
    engine: chromium,
  },
  links: {
    what: 'every internal link and anchor resolves (the mobile menu’s too)',
    runner: 'visitor pass',
    language: every('each language links to its own paths'),
    theme: light,
    width: phone(`${sameDocument}; the phone also opens the mobile menu`),
    engine: chromium,
  },
  mobileMenu: {
    what: 'the mobile menu opens by its button, lists its links, passes axe, and closes',
    runner: 'visitor pass',
    language: every('its labels and links are the language’s'),
    theme: light,
    width: phone('only a phone has the mobile menu'),
    engine: chromium,
    page: shellOnce,
  },
  quietBeforeConsent: {
    what: 'scrolled through before any choice: no request leaves the machine, no cookie is set',
    runner: 'visitor pass',
    language: defaultLanguage,
    theme: light,
    width: every('what loads in view differs by width'),
    engine: chromium,
  },
  consoleClean: {
    what: 'no console error or warning, no uncaught exception, on every page load the pass makes for its other rows',
    runner: 'visitor pass',
    language: every('recorded on every page load at no cost'),
    theme: light,
    width: every('recorded on every page load at no cost'),
    engine: chromium,
  },
  consentDialog: {
    what: '«reject all» in the banner; the footer reopens the settings with the switches as stored; axe in the dialog; Escape closes it',
    runner: 'visitor pass',
    language: every('its labels, descriptions and the service list are words'),
    theme: light,
    width: phone(sameDocument),
    engine: chromium,
    page: shellOnce,
  },
  reflow: {
    what: 'no sideways scrolling at 320 px, and with WCAG text spacing at 320 and 390 px',
    runner: 'visitor pass',
    language: every('longer words and sentences are what overflow'),
    theme: light,
    width: phone('the phone pass narrows its page to 320 px'),
    engine: chromium,
  },
  typesetting: {
    what: 'no word cut across lines without a hyphen, no box that scrolls sideways without a shade at its edge, no text drawn over other text, no more than two hyphenated lines in a row in an article, at 320 and 390 px',
    runner: 'visitor pass',
    language: every('the words’ lengths decide where a line breaks and what collides'),
    theme: light,
    width: phone('the narrow widths are where words are cut; the desktop row checks the wide layout'),
    engine: chromium,
  },
  typesettingWide: {
    what: 'the same at the desktop width: a table’s columns hold their longest words',
    runner: 'visitor pass',
    language: only(['default'], 'the phone row checks every language’s words where they are tightest'),
    theme: light,
    width: only(['desktop'], 'the phone row checks the narrow widths'),
    engine: chromium,
  },
  thirdPartiesDown: {
    what: '«accept all» with every third party blocked: chat and calendar fall back to a plain link, nothing is thrown',
    runner: 'visitor pass',
    language: only(['default'], 'the same code in every language; consent.e2e and languages.e2e read the French fallbacks’ words'),
    theme: light,
    width: every('the chat and calendar sit elsewhere on a phone'),
    engine: chromium,
  },
  engineRoutes: {
    what: 'every route hydrates without a problem, draws Inter, fetches no font file and does not scroll sideways',
    runner: 'engine pass',
    language: only(['default'], 'an engine runs the same scripts and styles in every language; the words’ width is checked by reflow'),
    theme: light,
    width: phone('the phone is where visitors are'),
    engine: every('engines differ in scripts, styles, fonts and dialogs'),
  },
  engineInteractions: {
    what: 'consent, menus (the open mobile menu over the banner, the page held still), theme, FAQ filter, a form’s messages, the estimator, the self-check, the sticky bar, a link followed, a click alone',
    runner: 'engine pass',
    language: defaultLanguage,
    theme: light,
    width: every('each interaction at the width it is about'),
    engine: only(['firefox', 'webkit'], 'Chromium makes the same interactions in the page files'),
  },
  pageFiles: {
    what: 'each page’s behaviour, hosting and negotiation (tests/e2e/*.e2e.test.ts)',
    runner: 'page files',
    language: only(['default'], 'the behaviour is code; languages.e2e covers what a language changes (negotiation, the switch, its fallbacks)'),
    theme: only(['light'], 'theme.e2e covers the toggle and the stored choice'),
    width: every('each at the width it is about'),
    engine: chromium,
  },
  storyPlay: {
    what: "each story's play function, axe and picture",
    runner: 'stories',
    language: only(['default'], 'a story is written once; the rows below show it in the other languages'),
    theme: light,
    width: every('each story at the width it is about'),
    engine: chromium,
  },
  pageInLanguage: {
    what: 'one picture per page at phone width; no sentence of the default language left (axe: the served page’s)',
    runner: 'stories',
    language: every('the words and their length are what it shows'),
    theme: light,
    width: phone('a phone is where a longer word breaks a line first'),
    engine: chromium,
  },
  pageInDark: {
    what: 'one picture per page at phone width in dark; no surface left light (axe: the served page’s)',
    runner: 'stories',
    language: defaultLanguage,
    theme: only(['dark'], 'the dark theme is what it shows'),
    width: phone('the dark surfaces are the same at any width'),
    engine: chromium,
  },
  pseudoLocale: {
    what: 'each section once in the pseudo-locale (accented, 40 % longer, marked): no text without its marks, nothing cut off or sticking out',
    runner: 'stories',
    language: only(['pseudo'], 'built from the default language at test time, it finds for every language at once what a translation would break'),
    theme: light,
    width: phone('a phone is where a longer word breaks a line first'),
    engine: chromium,
  },
  markup: {
    what: 'every prerendered page through the W3C Nu Html Checker',
    runner: 'build checks',
    language: every('each language is its own set of documents'),
    theme: none('markup has no theme'),
    width: none('markup has no width'),
    engine: none('no browser'),
  },
  hosting: {
    what: 'the generated nginx configuration served by nginx answers every route, redirect and header as `npm start` does',
    runner: 'build checks',
    language: every("each language's paths, and the negotiation of `/` among them"),
    theme: none('headers have no theme'),
    width: none('headers have no width'),
    engine: none('no browser'),
  },
} as const satisfies Record<string, Check>;

export type CheckName = keyof typeof checks;

function covers<V extends string>(cell: Cell<V>, value: V): boolean {
  return cell.runs === 'every' || (cell.runs !== 'none' && cell.runs.includes(value));
}

/** Whether `check` runs at `place`: the one question every runner asks. */
export function runsAt(check: CheckName, place: Place): boolean {
  const row: Check = checks[check];
  const language = row.language.runs === 'every' || (place.language === defaultLocale && covers(row.language, 'default'));
  const page = !row.page || place.page === undefined || covers(row.page, place.page);
  return language && page && covers(row.theme, place.theme) && covers(row.width, place.width) && covers(row.engine, place.engine);
}

/** The languages of the site `check` runs in. */
export function languagesOf(check: CheckName): readonly Locale[] {
  const cell: LanguageCell = checks[check].language;
  return cell.runs === 'every' ? locales : covers(cell, 'default') ? [defaultLocale] : [];
}

/** The table as docs/testing.md shows it: one row per check, each cell its values and reason. */
export function matrixTable(): string {
  const cell = (value: Cell<string>) => `${typeof value.runs === 'string' ? value.runs : value.runs.join(', ')}: ${value.why}`;
  const rows = Object.entries(checks as Record<string, Check>).map(([name, row]) =>
    [`\`${name}\` ${row.what}`, row.runner, cell(row.language), cell(row.theme), cell(row.width), cell(row.engine), row.page ? cell(row.page) : 'every']
      .map((text) => text.replace(/\|/g, '\\|'))
      .join(' | '),
  );
  return ['| check | runner | language | theme | width | engine | page |', '|---|---|---|---|---|---|---|', ...rows.map((row) => `| ${row} |`)].join('\n');
}
