// How the client bundle is split into chunks. The boot script (src/boot.ts)
// is the entry every page runs; everything it imports dynamically (the
// island runtime, each island, the consent engine, the chat, the marketing
// tags, the calendar) becomes chunks Rolldown makes per set of importers.
//
// The framework (React, React DOM, the scheduler, styled-components with
// stylis and tslib) is one chunk of its own: every island needs it, it is
// loaded once per page, and it changes only when a dependency does, so
// browsers keep it across releases of the site.

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|tslib|@emotion[\\/](is-prop-valid|memoize|unitless))[\\/]/;

/** Rolldown's `output.codeSplitting` for the client bundle. */
export const codeSplitting = {
  groups: [{ name: 'framework', test: FRAMEWORK, priority: 1 }],
};
