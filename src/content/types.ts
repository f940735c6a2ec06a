/** Shapes shared by the content modules. */

/** What a page tells search engines and social networks about itself. */
export interface PageMeta {
  /** The document title, 50–60 characters, ending with the brand. */
  title: string;
  /** The meta description, 120–160 characters. */
  description: string;
}
