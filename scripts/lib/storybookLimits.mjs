// How long Storybook's preview (iframe.html) may take to load before it
// counts as hung, for the story runner (.storybook/test-runner.ts) and the
// docs pages (scripts/test-docs.mjs). A limit for a page that never comes,
// not a speed test: on one core (`taskset -c 0 npm test`), beside the
// end-to-end, engine and docs steps, the preview took over 30 s
// (Playwright's default) to load; in the story runner that failed 61 of
// 163 story files, each «Test suite failed to run».
/** @type {number} */
export const PREVIEW_LOAD_LIMIT = 180_000;

// How long one story (render, play function, axe, screenshot) may take
// before it counts as hung. Also a limit for a hang, not a speed test:
// Pages/Home › Default takes 17 s alone on one quiet core; on one core
// beside the end-to-end and engine steps it exceeded 60 s (the earlier
// limit), and the runner then failed every later story of the file.
export const STORY_LIMIT = 180_000;
