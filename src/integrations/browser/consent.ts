import type * as ConsentEngine from 'vanilla-cookieconsent';
import type { ConsentChoice, ConsentIntegration, ConsentSnapshot } from '../types';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, CONSENT_REVISION, consentCategories, fullConsent, initialConsentSnapshot, noConsent, serviceCookies } from '../consentConfig';

type Engine = typeof ConsentEngine;

const cookieItems = (names: ReadonlyArray<string | RegExp>) => names.map((name) => ({ name }));

/**
 * The visitor's choice, kept by vanilla-cookieconsent (its own interface unused):
 * a first-party cookie with the categories, the revision and the dates; a
 * new revision invalidates it; withdrawn categories get their cookies erased.
 * The engine is its own chunk, loaded after hydration.
 */
export function createConsent(): ConsentIntegration {
  let snapshot: ConsentSnapshot = initialConsentSnapshot;
  let ready: Promise<Engine> | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: Partial<ConsentSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };

  const readEngine = (current: Engine): Partial<ConsentSnapshot> => {
    if (!current.validConsent()) return { status: 'pending', choice: noConsent, decidedAt: null };
    const cookie = current.getCookie();
    const choice = Object.fromEntries(consentCategories.map((category) => [category, current.acceptedCategory(category)])) as ConsentChoice;
    return { status: 'decided', choice, revision: cookie.revision, decidedAt: cookie.lastConsentTimestamp };
  };

  const start = () =>
    (ready ??= import('vanilla-cookieconsent').then(async (engine) => {
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
        language: { default: 'de', translations: { de: {} as ConsentEngine.Translation } },
      });
      // A choice made while the engine loaded is already published.
      if (snapshot.status === 'unknown') publish(readEngine(engine));
      return engine;
    }));

  // A choice made before the engine arrived (a quick click) waits for it.
  const apply = (choice: ConsentChoice) => {
    publish({ choice, status: 'decided', settingsOpen: false });
    void start().then((engine) => {
      const accepted = consentCategories.filter((category) => choice[category]);
      engine.acceptCategory(['necessary', ...accepted]);
      publish(readEngine(engine));
    });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      void start();
    },
    acceptAll: () => apply(fullConsent),
    rejectAll: () => apply(noConsent),
    save: apply,
    openSettings: () => publish({ settingsOpen: true }),
    closeSettings: () => publish({ settingsOpen: false }),
  };
}
