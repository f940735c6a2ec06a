// The one browser every check uses, and the flags it gets, for the story
// runner, the docs pages, the end-to-end tests and the benchmark alike.

/** The machine's Chromium (`CHROME_PATH`, else Debian's); nothing downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** No calling home, no updates, no first-run pages: for every test browser. */
export const quietArgs = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * For browsers whose pictures are compared with baselines (stories, docs
 * pages): glyph outlines without hinting draw the same on every machine. The
 * end-to-end tests keep the default hinting, as a visitor's browser has it.
 */
export const pictureArgs = [...quietArgs, '--font-render-hinting=none'];
