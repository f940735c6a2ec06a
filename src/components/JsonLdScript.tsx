import { useState } from 'react';
import { isHydrating } from '../lib/useHydrated';

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

/** The same object on every render, so React never sees the kept script's content change. */
const keptScript = { __html: '' };

/** Structured data for search engines: JSON in a script tag, with "<" escaped so it cannot close the tag. */
export function JsonLdScript({ data }: JsonLdScriptProps) {
  const [kept] = useState(() => data === null && isHydrating());
  if (data !== null) return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
  return kept ? <script type="application/ld+json" dangerouslySetInnerHTML={keptScript} suppressHydrationWarning /> : null;
}
