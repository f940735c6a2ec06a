/** A schema.org object as written into a page's JSON-LD script. */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };
