// The axe rules every accessibility check runs on top of axe's defaults, in
// one place: the story tests (.storybook/preview.tsx), the docs pages
// (scripts/test-docs.mjs) and the served pages (tests/e2e/support/axe.ts).

/**
 * WCAG 2.2's minimum target size, 24 × 24 px (2.5.8), which axe leaves off by default.
 * @type {Record<string, { enabled: boolean }>}
 */
export const axeRules = { 'target-size': { enabled: true } };
