/** The words the primitives share across every page, in one language (the primitives' own `ComponentLabels`). */
import { contentModule } from './contentModule';
export interface CommonContent {
  /** Read after an external link's name. */
  opensInNewTab: string;
  codeBlock: { copy: string; copied: string; copyFailed: string };
  chat: { loading: string; unreachable: string };
}

/** The module as each language writes it (src/content/<segment>/common.ts), for the registry (siteContent.ts). */
export const commonModule = contentModule((words: { commonContent: CommonContent }) => words);
