import { useEffect, useRef, useState, type RefObject } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';
import type { ConsentContent } from '../../content/consent';
import { useLocale } from '../../lib/localeContext';
import type { ByLocale, Locale } from '../../lib/locales';
import { useStaticHtml } from '../../lib/useStaticHtml';
import type { ConsentBanner, ConsentSettings } from './ConsentPrompts';
import { answerConsentClick, CONSENT_BANNER_ATTRIBUTE, CONSENT_SLOT_ATTRIBUTE } from './bannerMarks';
import { keepRoomBelow } from './bannerSlot';

/** The words of the banner and the settings, with the service list, per language: loaded once one of them is needed. */
const consentContent: ByLocale<() => Promise<ConsentContent>> = {
  'de-CH': () => import('../../content/de/consent').then((module) => module.consentContent),
  'fr-CH': () => import('../../content/fr/consent').then((module) => module.consentContent),
};

interface LoadedPrompts {
  Banner: typeof ConsentBanner;
  Settings: typeof ConsentSettings;
  content: ConsentContent;
}

/** The banner and the settings (a chunk of their own), with their words and the service list (another per language). */
const loadedPrompts = new Map<Locale, LoadedPrompts>();

/**
 * Loads the prompts' chunks and the language's words (once). The
 * prerenderer calls it before it renders a page, so every page carries the
 * banner; a story's loader calls it so the prompts render with the story.
 */
export function loadConsentPrompts(locale: Locale): Promise<LoadedPrompts> {
  return Promise.all([import('./ConsentPrompts'), consentContent[locale]()]).then(([module, content]) => {
    const prompts = { Banner: module.ConsentBanner, Settings: module.ConsentSettings, content };
    loadedPrompts.set(locale, prompts);
    return prompts;
  });
}

/** While the banner shows, the page keeps room for it at its end (bannerSlot.ts). */
function useRoomBelow(slot: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const banner = slot.current?.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`);
    if (!shown || !banner) return;
    return keepRoomBelow(banner);
  }, [slot, shown]);
}

/**
 * Reads the stored choice once the page is interactive, shows the banner
 * while no valid choice exists (first visit, new revision) and the settings
 * dialog when the visitor asks for it.
 *
 * The banner is in every prerendered page, hidden, and kept as prerendered
 * while the page hydrates: showing it needs neither its code nor its words.
 * Where the page was not prerendered (the dev server), its chunk loads when
 * it is first needed, as the dialog's does everywhere.
 */
export function ConsentManager() {
  const { consent } = useIntegrations();
  const snapshot = useConsent();
  const locale = useLocale();
  const [prompts, setPrompts] = useState(() => loadedPrompts.get(locale) ?? null);
  const keptBanner = useStaticHtml<HTMLDivElement>(prompts ? <prompts.Banner content={prompts.content.banner} /> : null);
  const bannerPrerendered = 'dangerouslySetInnerHTML' in keptBanner;
  const showBanner = snapshot.status === 'pending' && !snapshot.settingsOpen;
  const needed = snapshot.settingsOpen || (showBanner && !bannerPrerendered);
  const slotRef = useRef<HTMLDivElement>(null);
  useRoomBelow(slotRef, showBanner);

  useEffect(() => {
    consent.start();
  }, [consent]);

  useEffect(() => {
    if (needed && !prompts) void loadConsentPrompts(locale).then(setPrompts);
  }, [needed, prompts, locale]);

  // The banner's buttons carry their answers (it may be prerendered markup, without handlers).
  useEffect(() => {
    const slot = slotRef.current;
    const answer = (event: MouseEvent) => void answerConsentClick(event.target, consent);
    slot?.addEventListener('click', answer);
    return () => slot?.removeEventListener('click', answer);
  }, [consent]);

  return (
    <>
      <div ref={slotRef} hidden={!showBanner} {...{ [CONSENT_SLOT_ATTRIBUTE]: '' }}>
        <div {...keptBanner} />
      </div>
      {snapshot.settingsOpen && prompts && <prompts.Settings content={prompts.content} snapshot={snapshot} consent={consent} />}
    </>
  );
}
