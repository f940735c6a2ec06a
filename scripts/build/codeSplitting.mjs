// How the client bundle is split into chunks. The boot script (src/boot.ts)
// is the entry every page runs; everything it imports dynamically (the
// island runtime, each island, the consent engine, the chat, the marketing
// tags, the calendar) becomes chunks Rolldown makes per set of importers.
//
// The framework is three chunks, which the island scheduler evaluates one
// after the other with a task between them (src/site/frameworkPieces.ts), so
// a phone never runs the whole framework in one long task: React with its
// scheduler, React DOM, and styled-components with stylis, tslib and
// emotion's helpers. Each changes only when a dependency does, so browsers
// keep them across releases of the site.

const piece = (name, packages) => ({ name, test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`), priority: 1 });

/** The framework's pieces, in the order they are evaluated. */
export const FRAMEWORK_PIECES = [
  piece('react', ['react', 'scheduler']),
  piece('react-dom', ['react-dom']),
  piece('styled', ['styled-components', 'stylis', 'tslib', '@emotion[\\\\/](is-prop-valid|memoize|unitless)']),
];

/** Rolldown's `output.codeSplitting` for the client bundle. */
export const codeSplitting = {
  groups: FRAMEWORK_PIECES,
};
