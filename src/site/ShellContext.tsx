import { createContext, useContext, type ReactNode } from 'react';
import type { ShellContent } from '../content/shell';

/*
 * The shell content of the page's language (navigation, consent, the
 * primitives' words, every page's title): loaded once per visit with the
 * page, handed to the layout, the head and the consent prompts here.
 */
const ShellContentContext = createContext<ShellContent | null>(null);

export function ShellContentProvider({ value, children }: { value: ShellContent; children: ReactNode }) {
  return <ShellContentContext.Provider value={value}>{children}</ShellContentContext.Provider>;
}

export function useShellContent(): ShellContent {
  const shell = useContext(ShellContentContext);
  if (!shell) throw new Error('useShellContent needs a ShellContentProvider (AppProviders or the Storybook preview)');
  return shell;
}
