// Types for the part of prerender.mjs the tests use; the build runs it as it is.
export function pageDocument(
  template: string,
  rendered: { html: string; styles: string; lang: string },
  routePath: string,
  chunks: string[],
  pageEndId: string,
  start?: { startsOnInput?: boolean; readsQuery?: ReadonlyArray<string>; readsHash?: boolean; viewMessage?: string },
): string;
