/**
 * Every word of the consent banner and the settings dialog (the footer's
 * button that reopens them is navigation, in navigation.ts).
 * The services of each category come from the one list in `services.ts`;
 * when they change, raise CONSENT_REVISION in `src/integrations/consentConfig.ts`.
 */
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

/** The module as each language writes it (src/content/<segment>/consent.ts), for the registry (siteContent.ts). */
export const consentModule = contentModule((words: { consentContent: ConsentContent }) => words);
