import * as engine from 'vanilla-cookieconsent';
import { CONSENT_REVISION } from '../consentConfig';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, serviceCookies } from '../consentCookies';

export type Engine = typeof engine;

const cookieItems = (names: ReadonlyArray<string | RegExp>) => names.map((name) => ({ name }));

/**
 * Starts vanilla-cookieconsent with the site's cookie and categories and
 * resolves with it. Its own chunk, with the engine and the service list's
 * cookies, loaded after hydration (src/integrations/browser/consent.ts).
 */
export async function startConsentEngine(): Promise<Engine> {
  await engine.run({
    revision: CONSENT_REVISION,
    // Our own banner and dialog are the interface; the library never draws its own.
    autoShow: false,
    // Headless Chromium counts as a bot; the site must behave the same for it.
    hideFromBots: false,
    manageScriptTags: false,
    autoClearCookies: true,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      functional: { autoClear: { cookies: cookieItems(serviceCookies.functional) } },
      analytics: { autoClear: { cookies: cookieItems(serviceCookies.analytics) } },
      marketing: { autoClear: { cookies: cookieItems(serviceCookies.marketing) } },
    },
    // The engine builds a modal (an unnamed, empty role="dialog" under #cc-main)
    // for each section this translation has, even with autoShow off, and
    // builds nothing for a missing one (3.1: `if (!texts.consentModal) return`).
    // Its types demand both sections; leaving them out keeps the page free of
    // its markup on run(), acceptCategory() and any later call.
    language: { default: 'de', translations: { de: {} as engine.Translation } },
  });
  return engine;
}
