/**
 * What each page receives in one language, by page: its parts of the
 * language's content, with its title and description (`meta`), put
 * together by the registry (src/content/siteContent.ts). A page left out,
 * or a part of one, fails the typecheck.
 */
import type { PageName } from '../lib/paths';
import type { IntroOffer } from '../lib/introOffer';
import type { AboutContent } from './about';
import type { AcademyContent } from './academy';
import type { ApiProductsContent } from './apiProducts';
import type { BookingEmbedContent } from './booking';
import type { BookingConfirmedContent } from './bookingConfirmed';
import type { ContactContent } from './contact';
import type { FaqContent } from './faq';
import type { FreeSessionContent } from './freeSession';
import type { HomeContent } from './home';
import type { LegalDocumentContent } from './legal/legalDocument';
import type { LoginContent } from './login';
import type { Plan, PlanCardLabels } from './plans';
import type { PricingContent } from './pricing';
import type { ResetPasswordContent } from './resetPassword';
import type { RoadmapContent } from './roadmap';
import type { SeoAuditContent } from './seoAudit';
import type { SeoCheckContent } from './seoChecks';
import type { SeoDashboardContent } from './seoDashboard';
import type { FaqItem, PageMeta } from './types';
import { contentModule } from './contentModule';

/** The plans as the home and pricing pages show them, in one language. */
export interface PlansContent {
  plans: ReadonlyArray<Plan>;
  cardLabels: PlanCardLabels;
  introOffer: IntroOffer;
}

/** What search engines read about a thing, in one language. */
export interface NameAndDescription {
  name: string;
  description: string;
}

export interface PageContents {
  home: { home: HomeContent; plans: PlansContent };
  pricing: { pricing: PricingContent; plans: PlansContent; product: NameAndDescription };
  apiProducts: { apiProducts: ApiProductsContent };
  academy: { academy: AcademyContent; faq: ReadonlyArray<FaqItem>; course: NameAndDescription };
  faq: { faq: FaqContent };
  about: { about: AboutContent };
  contact: { contact: ContactContent; booking: BookingEmbedContent };
  freeSession: { freeSession: FreeSessionContent; booking: BookingEmbedContent };
  bookingConfirmed: { bookingConfirmed: BookingConfirmedContent };
  login: { login: LoginContent };
  resetPassword: { resetPassword: ResetPasswordContent };
  roadmap: { roadmap: RoadmapContent };
  impressum: { document: LegalDocumentContent };
  terms: { document: LegalDocumentContent };
  privacy: { document: LegalDocumentContent };
  cookies: { document: LegalDocumentContent };
  seoAudit: { seoAudit: SeoAuditContent; checks: SeoCheckContent };
  seoDashboard: { seoDashboard: SeoDashboardContent; checks: SeoCheckContent };
}

export type PageContent<P extends PageName> = PageContents[P] & { meta: PageMeta };

/** Every page's title and description in one language: the words `src/content/<lang>/pageMeta.ts` holds. */
export type PageMetaWords = Readonly<Record<PageName, PageMeta>>;

/** Every page is in the map, and nothing else is: a page added to the paths fails here until it has content. */
type SamePages = [keyof PageContents] extends [PageName] ? ([PageName] extends [keyof PageContents] ? true : false) : false;
export const everyPageHasContent: SamePages = true;

/** The module as each language writes it (src/content/<segment>/pageMeta.ts), for the registry (siteContent.ts). */
export const pageMetaModule = contentModule((words: { pageMeta: PageMetaWords }) => words);
