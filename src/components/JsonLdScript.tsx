export interface JsonLdScriptProps {
  /**
   * A schema.org object, or several, as search engines read them, or
   * `null` where the page is rendered in the browser (Storybook): search
   * engines read each address as prerendered. Pages pass
   * `import.meta.env.SSR ? data : null`, so no browser bundle carries the
   * data or the code that builds it.
   */
  data: object | null;
}

/**
 * Structured data for search engines: JSON in a script tag, with "<" escaped
 * so it cannot close the tag, and without the soft hyphens the words put in
 * long compounds for narrow screens (they mean nothing to a search engine).
 */
export function JsonLdScript({ data }: JsonLdScriptProps) {
  if (data === null) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/\u00ad/g, '').replace(/</g, '\\u003c') }} />;
}
