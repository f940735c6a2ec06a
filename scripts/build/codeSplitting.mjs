// How the client bundle is split into chunks. Left to itself, Rolldown gives
// every set of shared modules its own chunk: /de loaded 33 files, the
// Academy 32, most of them 0.1–3 kB. Each file costs a request, about 0.5 kB
// of response headers and a share of a preload task (src/boot.ts), and gzip
// compresses small files worst.
//
// So the site's building blocks (components, design, lib, the icons) that
// six or more chunks import travel in one chunk instead: with 18 pages, what
// about a third of them use. Measured November 2026 over the 18 routes:
// 425 → 247 files, and every route's initial JavaScript smaller (/de
// 140.8 → 137.6 kB gzip, the Academy 152.0 → 148.1 kB), although the app that
// every route loads grows by 0.9 kB. Lower counts move more into that chunk
// and so into the app (5: 123.7 kB, 2: 136.9 kB); higher ones keep more
// small files (10: 323 files).

/** Rolldown's `output.codeSplitting` for the client bundle. */
export const codeSplitting = {
  groups: [
    {
      name: 'shared',
      test: /[\\/]src[\\/](components|design|lib)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/,
      minShareCount: 6,
    },
  ],
};
