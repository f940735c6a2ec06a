// How long Storybook's preview (iframe.html) may take to load before it
// counts as hung, for the story runner (.storybook/test-runner.ts) and the
// docs pages (scripts/test-docs.mjs). A limit for a page that never comes,
// not a speed test: on one core (`taskset -c 0 npm test`), beside the
// end-to-end, engine and docs steps, the preview took over 30 s
// (Playwright's default) to load; in the story runner that failed 61 of
// 163 story files, each «Test suite failed to run».
export const PREVIEW_LOAD_LIMIT = 180_000;
