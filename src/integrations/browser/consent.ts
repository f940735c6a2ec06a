import type { ConsentChoice, ConsentIntegration, ConsentSnapshot } from '../types';
import { consentCategories, fullConsent, initialConsentSnapshot, noConsent } from '../consentConfig';
import type { Engine } from './consentEngine';

/**
 * The visitor's choice, kept by vanilla-cookieconsent (its own interface unused):
 * a first-party cookie with the categories, the revision and the dates; a
 * new revision invalidates it; withdrawn categories get their cookies erased.
 * The engine, its settings and the service list's cookies are their own
 * chunk (consentEngine.ts), loaded after hydration.
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
    (ready ??= import('./consentEngine').then(async ({ startConsentEngine }) => {
      const engine = await startConsentEngine();
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
