export interface JsonLdScriptProps {
  /** A schema.org object, or several, as search engines read them. */
  data: object;
}

/** Structured data for search engines: JSON in a script tag, with "<" escaped so it cannot close the tag. */
export function JsonLdScript({ data }: JsonLdScriptProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
