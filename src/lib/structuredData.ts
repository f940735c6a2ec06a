/** A schema.org object as written into a page's JSON-LD script. */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

/** The part of an FAQ entry that search engines read. */
export interface FaqEntry {
  question: string;
  /** One string per paragraph. */
  answer: ReadonlyArray<string>;
}

/**
 * A `FAQPage` built from the very entries an accordion shows, so the
 * structured data cannot drift from the visible answers.
 */
export function faqPageStructuredData(entries: ReadonlyArray<FaqEntry>, inLanguage: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  };
}
