import { useEffect, useState } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';
import type { ConsentContent } from '../../content/consent';
import { useLocale } from '../../lib/localeContext';
import type { ByLocale, Locale } from '../../lib/locales';
import type { ConsentPrompts } from './ConsentPrompts';

/** The words of the banner and the settings, with the service list, per language: loaded once one of them shows. */
const consentContent: ByLocale<() => Promise<ConsentContent>> = {
  'de-CH': () => import('../../content/de/consent').then((module) => module.consentContent),
  'fr-CH': () => import('../../content/fr/consent').then((module) => module.consentContent),
};

interface LoadedPrompts {
  Prompts: typeof ConsentPrompts;
  content: ConsentContent;
}

/** The banner and the settings, with their words and the service list: chunks loaded once one of them shows. */
const loadedPrompts = new Map<Locale, LoadedPrompts>();

/** Loads the prompts' chunk and the language's words (once); a story's loader calls it so the banner renders with the story. */
export function loadConsentPrompts(locale: Locale): Promise<LoadedPrompts> {
  return Promise.all([import('./ConsentPrompts'), consentContent[locale]()]).then(([module, content]) => {
    const prompts = { Prompts: module.ConsentPrompts, content };
    loadedPrompts.set(locale, prompts);
    return prompts;
  });
}

/**
 * Reads the stored choice once the page is interactive, shows the banner
 * while no valid choice exists (first visit, new revision) and the settings
 * dialog when the visitor asks for it. Both load when first needed.
 */
export function ConsentManager() {
  const { consent } = useIntegrations();
  const snapshot = useConsent();
  const locale = useLocale();
  const needed = snapshot.status === 'pending' || snapshot.settingsOpen;
  const [prompts, setPrompts] = useState(() => loadedPrompts.get(locale) ?? null);

  useEffect(() => {
    consent.start();
  }, [consent]);

  useEffect(() => {
    if (needed && !prompts) void loadConsentPrompts(locale).then(setPrompts);
  }, [needed, prompts, locale]);

  return needed && prompts ? <prompts.Prompts content={prompts.content} snapshot={snapshot} consent={consent} /> : null;
}
