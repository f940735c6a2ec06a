/**
 * The words the primitives share across every page, in one language (the
 * primitives' own `ComponentLabels`). They are words only: each language
 * writes them whole in `src/content/words/common.json`.
 */
import { contentModule } from './contentModule';

export interface CommonContent {
  /** Read after an external link's name. */
  opensInNewTab: string;
  codeBlock: { copy: string; copied: string; copyFailed: string };
  chat: { loading: string; unreachable: string };
}

/** What a language writes for the primitives: all of their content, nothing but words. */
export type CommonWords = CommonContent;

/** The module as each language writes it (src/content/words/common.json), for the registry (siteContent.ts). */
export const commonModule = contentModule(({ commonWords }: { commonWords: CommonWords }): { commonContent: CommonContent } => ({ commonContent: commonWords }));
