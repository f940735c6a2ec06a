/**
 * The consent banner and the settings dialog (the footer's button that
 * reopens them is navigation, in navigation.ts): the categories in order,
 * the links to the policies and each category's services, which come from
 * the one list in `services.ts`; when they change, raise CONSENT_REVISION in
 * `src/integrations/consentConfig.ts`. Each language words them in
 * `src/content/words/consent.json`.
 */
import type { Locale } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';
import { type ServiceCategory, type SiteService } from './services';
import type { LinkContent } from './types';
import { contentModule } from './contentModule';

export interface ConsentCategoryContent {
  id: ServiceCategory;
  name: string;
  description: string;
  /** The services in this category that the browser loads or that store something in it. */
  services: ReadonlyArray<SiteService>;
}

export interface ConsentContent {
  banner: {
    title: string;
    text: string;
    acceptAll: string;
    rejectAll: string;
    settings: string;
    policyLink: LinkContent;
  };
  settings: {
    title: string;
    intro: string;
    alwaysOn: string;
    servicesLabel: string;
    save: string;
    acceptAll: string;
    rejectAll: string;
    close: string;
    /** Followed by the date of the stored choice. */
    storedOn: string;
    privacyLink: LinkContent;
  };
  categories: ReadonlyArray<ConsentCategoryContent>;
}

/** The categories in the order the settings list them: the one that is always on first. */
const categories = ['necessary', 'functional', 'analytics', 'marketing'] as const satisfies ReadonlyArray<ServiceCategory>;

/** What a language writes for the banner and the settings: every text, each category's by its id; the links' targets are the policies. */
export interface ConsentWords {
  /** `policyLink` is the label of the link to the cookie policy. */
  banner: Omit<ConsentContent['banner'], 'policyLink'> & { policyLink: string };
  /** `privacyLink` is the label of the link to the privacy policy. */
  settings: Omit<ConsentContent['settings'], 'privacyLink'> & { privacyLink: string };
  categories: Readonly<Record<(typeof categories)[number], { name: string; description: string }>>;
}

/** The module as each language writes it (src/content/words/consent.json), for the registry (siteContent.ts). */
export const consentModule = contentModule(
  ({ consentWords: words }: { consentWords: ConsentWords }, locale: Locale, needs: { services: { services: ReadonlyArray<SiteService> } }): { consentContent: ConsentContent } => ({
    consentContent: {
      banner: { ...words.banner, policyLink: { label: words.banner.policyLink, to: localizedPagePaths.cookies[locale] } },
      settings: { ...words.settings, privacyLink: { label: words.settings.privacyLink, to: localizedPagePaths.privacy[locale] } },
      categories: categories.map((id) => ({
        id,
        ...words.categories[id],
        services: needs.services.services.filter((service) => service.category === id && service.inBrowser),
      })),
    },
  }),
);
