// Types of prerender.mjs for the tests and the typed build (scripts/build.mjs).
export function documentTemplate(dist: string, indexHtml: string, stylesheets: ReadonlyArray<string>): Promise<string>;
export function pageDocument(
  template: string,
  rendered: { html: string; styles: string; lang: string },
  routePath: string,
  pageEndId: string,
  boot?: { viewMessage?: string },
): string;
export function splitHoistedHead(html: string): { head: string; body: string };
