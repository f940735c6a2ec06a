import { useStaticHtml } from '../lib/useStaticHtml';

export interface JsonLdScriptProps {
  /**
   * A schema.org object, or several, as search engines read them. `null`
   * where only the prerendered page needs them: while the browser hydrates
   * that page, the script keeps what the prerenderer wrote; a page rendered
   * in the browser (client-side navigation, Storybook) gets none, since
   * search engines read each address as prerendered. Pages pass
   * `import.meta.env.SSR ? data : null`, so the browser's bundle carries
   * neither the data nor the code that builds it.
   */
  data: object | null;
}

/** Structured data for search engines: JSON in a script tag, with "<" escaped so it cannot close the tag. */
export function JsonLdScript({ data }: JsonLdScriptProps) {
  // Only a script without data keeps the prerendered one, and only while the page hydrates.
  const kept = useStaticHtml<HTMLScriptElement>(null, data === null);
  if (data !== null) return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
  return 'dangerouslySetInnerHTML' in kept ? <script type="application/ld+json" {...kept} /> : null;
}
