// The one browser every check uses, and the flags it gets, for the story
// runner, the docs pages, the end-to-end tests and the benchmark alike.

/** The machine's Chromium (`CHROME_PATH`, else Debian's); nothing downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** No calling home, no updates, no first-run pages: for every test browser. */
export const quietArgs = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * For browsers that show the built Storybook: glyph outlines without hinting
 * draw the same on every machine, so story screenshots match their baselines
 * and docs pages lay out text as those stories do. The end-to-end tests keep
 * the default hinting, as a visitor's browser has it.
 */
export const storybookArgs = [...quietArgs, '--font-render-hinting=none'];
