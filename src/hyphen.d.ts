/** The hyphenation patterns of one language (the `hyphen` package, CommonJS without types): `hyphen/de-1996`, `hyphen/fr`… */
declare module 'hyphen/*' {
  const hyphenation: {
    /** The text with a soft hyphen (or `hyphenChar`) at every place a word of at least `minWordLength` letters may break. */
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number; exceptions?: string[] }): string;
  };
  export default hyphenation;
}
