import { useEffect, useState } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';
import type { ConsentPrompts } from './ConsentPrompts';

/** The banner and the settings, with their words and the service list: a chunk loaded once one of them shows. */
let loadedPrompts: typeof ConsentPrompts | null = null;

/** Loads the prompts' chunk (once); a story's loader calls it so the banner renders with the story. */
export function loadConsentPrompts(): Promise<typeof ConsentPrompts> {
  return import('./ConsentPrompts').then((module) => (loadedPrompts = module.ConsentPrompts));
}

/**
 * Reads the stored choice once the page is interactive, shows the banner
 * while no valid choice exists (first visit, new revision) and the settings
 * dialog when the visitor asks for it. Both load when first needed.
 */
export function ConsentManager() {
  const { consent } = useIntegrations();
  const snapshot = useConsent();
  const needed = snapshot.status === 'pending' || snapshot.settingsOpen;
  const [Prompts, setPrompts] = useState(() => loadedPrompts);

  useEffect(() => {
    consent.start();
  }, [consent]);

  useEffect(() => {
    if (needed && !Prompts) void loadConsentPrompts().then((component) => setPrompts(() => component));
  }, [needed, Prompts]);

  return needed && Prompts ? <Prompts snapshot={snapshot} consent={consent} /> : null;
}
