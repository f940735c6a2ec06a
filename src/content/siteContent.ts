/**
 * The one registry of languages' content. Each language is a folder of
 * words, `src/content/<segment>/` (its `index.ts` lists the modules); the
 * folders are held to one shape, `LanguageWords`, so the typecheck names
 * a module, an export or a text a language lacks. `contentFor(locale)`
 * gives everything the site, Storybook and the tests show in a language,
 * the same objects every time.
 */
import type { ByLocale, Locale } from '../lib/locales';
import type { IntroOffer } from '../lib/introOffer';
import type { ValidationMessages } from '../lib/validation';
import type { AboutContent } from './about';
import type { AcademyContent } from './academy';
import type { ApiProductsContent } from './apiProducts';
import type { BookingEmbedContent } from './booking';
import type { BookingConfirmedContent } from './bookingConfirmed';
import type { CommonContent } from './common';
import type { ConsentContent } from './consent';
import type { ContactContent } from './contact';
import type { FaqContent } from './faq';
import type { FreeSessionContent } from './freeSession';
import type { HomeContent } from './home';
import type { FieldContent, LoginContent } from './login';
import type { FooterNavContent, HeaderNavContent } from './navigation';
import type { OnboardingOffer } from './onboarding';
import type { OperatorWords } from './operator';
import type { Plan, PlanCardLabels } from './plans';
import type { NameAndDescription, PageContent, PageMetaWords, PlansContent } from './pageContent';
import type { PricingContent } from './pricing';
import type { PricingFaqContent } from './pricingFaq';
import type { ResetPasswordContent } from './resetPassword';
import type { RoadmapContent } from './roadmap';
import type { SeoAuditContent } from './seoAudit';
import type { SeoCheckContent } from './seoChecks';
import type { SeoDashboardContent } from './seoDashboard';
import type { ServiceWords, SiteService } from './services';
import type { ShellContent } from './shell';
import type { FaqItem, FeatureText } from './types';
import type { LegalDocumentContent, LegalFrame, LegalTable } from './legal/legalDocument';
import type { ServiceCategory } from './services';
import type { PageName } from '../lib/paths';
import * as de from './de';
import * as fr from './fr';

/** What each language's folder exports, module by module. */
export interface LanguageWords {
  about: { aboutContent: AboutContent };
  academy: { academyContent: AcademyContent };
  academyFaq: { academyFaq: ReadonlyArray<FaqItem> };
  apiProducts: { apiProductsContent: ApiProductsContent };
  booking: { bookingEmbedContent: BookingEmbedContent };
  bookingConfirmed: { bookingConfirmedContent: BookingConfirmedContent };
  cohortCourse: { cohortCourse: NameAndDescription };
  common: { commonContent: CommonContent };
  consent: { consentContent: ConsentContent };
  contact: { contactContent: ContactContent };
  faq: { faqContent: FaqContent };
  freeSession: { freeSessionContent: FreeSessionContent };
  home: { homeContent: HomeContent };
  login: { emailField: FieldContent; validationMessages: ValidationMessages; loginContent: LoginContent };
  navigation: { headerNav: HeaderNavContent; footerNav: FooterNavContent };
  onboarding: { onboarding: OnboardingOffer };
  operator: { operatorWords: OperatorWords };
  plans: {
    planCardLabels: PlanCardLabels;
    individualPlan: Plan;
    businessPlan: Plan;
    enterprisePlan: Plan;
    plans: ReadonlyArray<Plan>;
    businessIntroOffer: IntroOffer;
    platformProduct: NameAndDescription;
    plansContent: PlansContent;
  };
  platformFeatures: { platformFeatures: Readonly<Record<string, FeatureText>> };
  pricing: { pricingContent: PricingContent };
  pricingFaq: { pricingFaq: PricingFaqContent };
  resetPassword: { resetPasswordContent: ResetPasswordContent };
  roadmap: { roadmapContent: RoadmapContent };
  seoAudit: { seoAuditContent: SeoAuditContent };
  seoChecks: { seoCheckContent: SeoCheckContent };
  seoDashboard: { seoDashboardContent: SeoDashboardContent };
  services: { serviceWords: ServiceWords; services: ReadonlyArray<SiteService> };
  shell: { shell: ShellContent };
  legal: {
    cookies: { cookiePolicyContent: LegalDocumentContent };
    frame: { legalFrame: LegalFrame };
    impressum: { impressumContent: LegalDocumentContent };
    privacy: { privacyContent: LegalDocumentContent };
    serviceTables: { cookieTable: (category: ServiceCategory) => LegalTable; recipientsTable: LegalTable; transfersTable: LegalTable };
    terms: { termsContent: LegalDocumentContent };
  };
  pageMeta: { pageMeta: PageMetaWords };
}

/** Every language's words, every language present: a language without its folder fails the typecheck here. */
const languages = { 'de-CH': de, 'fr-CH': fr } satisfies ByLocale<LanguageWords>;

/** Every page's content in one language: its parts of the language's content, with its title and description. */
export type PagesContent = { readonly [P in PageName]: PageContent<P> };

function pagesOf(words: LanguageWords): PagesContent {
  const { pageMeta: meta } = words.pageMeta;
  const { plansContent, platformProduct } = words.plans;
  const { bookingEmbedContent: booking } = words.booking;
  const checks = words.seoChecks.seoCheckContent;
  return {
    home: { meta: meta.home, home: words.home.homeContent, plans: plansContent },
    pricing: { meta: meta.pricing, pricing: words.pricing.pricingContent, plans: plansContent, product: platformProduct },
    apiProducts: { meta: meta.apiProducts, apiProducts: words.apiProducts.apiProductsContent },
    academy: { meta: meta.academy, academy: words.academy.academyContent, faq: words.academyFaq.academyFaq, course: words.cohortCourse.cohortCourse },
    faq: { meta: meta.faq, faq: words.faq.faqContent },
    about: { meta: meta.about, about: words.about.aboutContent },
    contact: { meta: meta.contact, contact: words.contact.contactContent, booking },
    freeSession: { meta: meta.freeSession, freeSession: words.freeSession.freeSessionContent, booking },
    bookingConfirmed: { meta: meta.bookingConfirmed, bookingConfirmed: words.bookingConfirmed.bookingConfirmedContent },
    login: { meta: meta.login, login: words.login.loginContent },
    resetPassword: { meta: meta.resetPassword, resetPassword: words.resetPassword.resetPasswordContent },
    roadmap: { meta: meta.roadmap, roadmap: words.roadmap.roadmapContent },
    impressum: { meta: meta.impressum, document: words.legal.impressum.impressumContent },
    terms: { meta: meta.terms, document: words.legal.terms.termsContent },
    privacy: { meta: meta.privacy, document: words.legal.privacy.privacyContent },
    cookies: { meta: meta.cookies, document: words.legal.cookies.cookiePolicyContent },
    seoAudit: { meta: meta.seoAudit, seoAudit: words.seoAudit.seoAuditContent, checks },
    seoDashboard: { meta: meta.seoDashboard, seoDashboard: words.seoDashboard.seoDashboardContent, checks },
  };
}

/** Everything shown in one language: its content, module by module, and every page's. */
export type SiteContent = LanguageWords & { pages: PagesContent };

const composed = new Map<Locale, SiteContent>();

/** The content of one language; the same objects every time. */
export function contentFor(locale: Locale): SiteContent {
  let content = composed.get(locale);
  if (!content) {
    const words = languages[locale];
    composed.set(locale, (content = { ...words, pages: pagesOf(words) }));
  }
  return content;
}

/** The title and description of a route's page, in the route's language. */
export function metaOf(route: { page: PageName; locale: Locale }) {
  return contentFor(route.locale).pages[route.page].meta;
}
