/**
 * The pseudo-locale's names, on their own so the story run (in Node) can
 * read them without loading the site's content (stories/support/pseudoLocale.ts).
 */

/** The toolbar's value for the pseudo-locale. */
export const PSEUDO = 'pseudo';
export type Pseudo = typeof PSEUDO;

/** The marks around each text. */
export const OPEN = '⟦';
export const CLOSE = '⟧';

/** The name the story run calls the page's findings by. */
export const PSEUDO_FINDINGS = '__pseudoFindings';
