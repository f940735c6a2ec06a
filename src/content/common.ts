/** The words the primitives share across every page, in one language (the primitives' own `ComponentLabels`). */
export interface CommonContent {
  /** Read after an external link's name. */
  opensInNewTab: string;
  codeBlock: { copy: string; copied: string; copyFailed: string };
  chat: { loading: string; unreachable: string };
}
