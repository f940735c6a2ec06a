import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few words the primitives say themselves (a new-tab hint, a copy button,
 * the chat's loading state). Primitives never read content: the site hands
 * these in once, from `src/content/common.ts`, and stories do the same.
 */
export interface ComponentLabels {
  /** Read after an external link's name. */
  opensInNewTab: string;
  codeBlock: { copy: string; copied: string; copyFailed: string };
  chat: { loading: string; unreachable: string };
}

const ComponentLabelsContext = createContext<ComponentLabels | null>(null);

/** Provides the primitives' words to everything below it. */
export function ComponentLabelsProvider({ labels, children }: { labels: ComponentLabels; children: ReactNode }) {
  return <ComponentLabelsContext.Provider value={labels}>{children}</ComponentLabelsContext.Provider>;
}

export function useComponentLabels(): ComponentLabels {
  const labels = useContext(ComponentLabelsContext);
  if (!labels) throw new Error('useComponentLabels needs a ComponentLabelsProvider (AppProviders or the Storybook preview)');
  return labels;
}
