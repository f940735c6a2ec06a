// Types for the part of prerender.mjs the tests use; the build runs it as it is.
export function pageDocument(
  template: string,
  rendered: { html: string; styles: string; lang: string },
  routePath: string,
  pageEndId: string,
  boot?: { viewMessage?: string },
): string;
export function splitHoistedHead(html: string): { head: string; body: string };
