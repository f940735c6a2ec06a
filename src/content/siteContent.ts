/**
 * The one registry of languages' content. Each content module's words are
 * a file, `src/content/words/<module>.json`, holding every language under
 * its segment; every language is held to one shape, `LanguageWords`, so
 * the typecheck names a module or a text a language lacks. `contentFor(locale)`
 * gives everything the site, Storybook and the tests show in a language,
 * the same objects every time.
 */
import { locales, localeSettings, type ByLocale, type Locale } from '../lib/locales';
import type { PageName } from '../lib/paths';
import type { ContentOf, FromWordsFile, NeedsOf, WordsOf } from './contentModule';
import type { PageContent } from './pageContent';
import { aboutModule } from './about';
import { academyModule } from './academy';
import { academyFaqModule } from './academyFaq';
import { apiProductsModule } from './apiProducts';
import { blogModule, blogViewContent, blogViewMeta, type BlogView } from './blog';
import { bookingModule } from './booking';
import { bookingConfirmedModule } from './bookingConfirmed';
import { cohortCourseModule } from './cohortCourse';
import { commonModule } from './common';
import { consentModule } from './consent';
import { contactModule } from './contact';
import { faqModule } from './faq';
import { freeSessionModule } from './freeSession';
import { homeModule } from './home';
import { loginModule } from './login';
import { navigationModule } from './navigation';
import { onboardingModule } from './onboarding';
import { operatorModule } from './operator';
import { pageMetaModule } from './pageContent';
import { plansModule } from './plans';
import { platformFeaturesModule } from './platformFeatures';
import { pricingModule } from './pricing';
import { pricingFaqModule } from './pricingFaq';
import { resetPasswordModule } from './resetPassword';
import { roadmapModule } from './roadmap';
import { seoAuditModule } from './seoAudit';
import { seoChecksModule } from './seoChecks';
import { seoDashboardModule } from './seoDashboard';
import { servicesModule } from './services';
import { shellModule } from './shell';
import { legalModule } from './legal/legalContent';
import aboutWords from './words/about.json';
import academyWords from './words/academy.json';
import academyFaqWords from './words/academyFaq.json';
import apiProductsWords from './words/apiProducts.json';
import blogWords from './words/blog.json';
import bookingWords from './words/booking.json';
import bookingConfirmedWords from './words/bookingConfirmed.json';
import cohortCourseWords from './words/cohortCourse.json';
import commonWords from './words/common.json';
import consentWords from './words/consent.json';
import contactWords from './words/contact.json';
import faqWords from './words/faq.json';
import freeSessionWords from './words/freeSession.json';
import homeWords from './words/home.json';
import loginWords from './words/login.json';
import navigationWords from './words/navigation.json';
import onboardingWords from './words/onboarding.json';
import operatorWords from './words/operator.json';
import plansWords from './words/plans.json';
import platformFeaturesWords from './words/platformFeatures.json';
import pricingWords from './words/pricing.json';
import pricingFaqWords from './words/pricingFaq.json';
import resetPasswordWords from './words/resetPassword.json';
import roadmapWords from './words/roadmap.json';
import seoAuditWords from './words/seoAudit.json';
import seoChecksWords from './words/seoChecks.json';
import seoDashboardWords from './words/seoDashboard.json';
import servicesWords from './words/services.json';
import shellWords from './words/shell.json';
import legalCookiesWords from './words/legal/cookies.json';
import legalFrameWords from './words/legal/frame.json';
import legalImpressumWords from './words/legal/impressum.json';
import legalPrivacyWords from './words/legal/privacy.json';
import legalServiceTablesWords from './words/legal/serviceTables.json';
import legalTermsWords from './words/legal/terms.json';
import pageMetaWords from './words/pageMeta.json';

/**
 * Every content module, in the order they are composed: a module comes
 * after those it builds on (its `Needs`).
 */
const contentModules = {
  operator: operatorModule,
  common: commonModule,
  services: servicesModule,
  consent: consentModule,
  navigation: navigationModule,
  // Before the shell: every page's head names the blog's feed.
  about: aboutModule,
  blog: blogModule,
  shell: shellModule,
  platformFeatures: platformFeaturesModule,
  plans: plansModule,
  onboarding: onboardingModule,
  pricingFaq: pricingFaqModule,
  pricing: pricingModule,
  faq: faqModule,
  home: homeModule,
  booking: bookingModule,
  academyFaq: academyFaqModule,
  academy: academyModule,
  cohortCourse: cohortCourseModule,
  login: loginModule,
  resetPassword: resetPasswordModule,
  contact: contactModule,
  freeSession: freeSessionModule,
  apiProducts: apiProductsModule,
  bookingConfirmed: bookingConfirmedModule,
  roadmap: roadmapModule,
  seoAudit: seoAuditModule,
  seoChecks: seoChecksModule,
  seoDashboard: seoDashboardModule,
  legal: legalModule,
  pageMeta: pageMetaModule,
};

type ContentModules = typeof contentModules;
type ModuleName = keyof ContentModules;

/** What a language writes, module by module: its entry in every words file must give exactly this. */
export type LanguageWords = { [M in ModuleName]: WordsOf<ContentModules[M]> };

/** A language's content, module by module, as the site shows it. */
export type ComposedContent = { [M in ModuleName]: ContentOf<ContentModules[M]> };

/** The modules whose needs the composed content does not meet: none, or the typecheck names them below. */
type UnmetNeeds = { [M in ModuleName]: ComposedContent extends NeedsOf<ContentModules[M]> ? never : M }[ModuleName];
const everyNeedMet: [UnmetNeeds] extends [never] ? true : UnmetNeeds = true;
void everyNeedMet;

/** A language of the words files (src/content/words/*.json): the key each file keeps its words under, the language's path segment. */
type WordsLanguage = (typeof localeSettings)[Locale]['segment'];

/**
 * One language's words, module by module, from the words files: each file
 * holds a module's words in every language (the editor's `single_file`
 * format, `npm run cms`). Each module's words are held to its `<Module>Words`
 * here by the typecheck; what a type cannot hold of data read from a file
 * (an unknown key, an empty text, a placeholder) the words check holds
 * before every build (scripts/content/wordsCheck.mjs).
 */
function wordsIn(language: WordsLanguage) {
  return {
    about: { aboutWords: aboutWords[language] },
    academy: { academyWords: academyWords[language] },
    academyFaq: { academyFaqWords: academyFaqWords[language] },
    apiProducts: { apiProductsWords: apiProductsWords[language] },
    booking: { bookingWords: bookingWords[language] },
    bookingConfirmed: { bookingConfirmedWords: bookingConfirmedWords[language] },
    cohortCourse: { cohortCourseWords: cohortCourseWords[language] },
    blog: { blogWords: blogWords[language] },
    common: { commonWords: commonWords[language] },
    consent: { consentWords: consentWords[language] },
    contact: { contactWords: contactWords[language] },
    faq: { faqWords: faqWords[language] },
    freeSession: { freeSessionWords: freeSessionWords[language] },
    home: { homeWords: homeWords[language] },
    login: { loginWords: loginWords[language] },
    navigation: { navigationWords: navigationWords[language] },
    onboarding: { onboardingWords: onboardingWords[language] },
    operator: { operatorWords: operatorWords[language] },
    plans: { plansWords: plansWords[language] },
    platformFeatures: { platformFeaturesWords: platformFeaturesWords[language] },
    pricing: { pricingWords: pricingWords[language] },
    pricingFaq: { pricingFaqWords: pricingFaqWords[language] },
    resetPassword: { resetPasswordWords: resetPasswordWords[language] },
    roadmap: { roadmapWords: roadmapWords[language] },
    seoAudit: { seoAuditWords: seoAuditWords[language] },
    seoChecks: { seoChecksWords: seoChecksWords[language] },
    seoDashboard: { seoDashboardWords: seoDashboardWords[language] },
    services: { servicesWords: servicesWords[language] },
    shell: { shellWords: shellWords[language] },
    legal: {
      cookies: { cookiesWords: legalCookiesWords[language] },
      frame: { frameWords: legalFrameWords[language] },
      impressum: { impressumWords: legalImpressumWords[language] },
      privacy: { privacyWords: legalPrivacyWords[language] },
      serviceTables: { serviceTablesWords: legalServiceTablesWords[language] },
      terms: { termsWords: legalTermsWords[language] },
    },
    pageMeta: pageMetaWords[language],
  } satisfies FromWordsFile<LanguageWords>;
}

/**
 * Every language's words, one per locale (src/lib/locales.ts): a file
 * that lacks a language, or a language that lacks a text, fails the
 * typecheck in `wordsIn`. A list of a fixed length reads as
 * a list from its file; the words check has held it to its length.
 */
const wordsByLocale: Partial<Record<Locale, FromWordsFile<LanguageWords>>> = {};
for (const locale of locales) wordsByLocale[locale] = wordsIn(localeSettings[locale].segment);
const languages = wordsByLocale as ByLocale<FromWordsFile<LanguageWords>> as ByLocale<LanguageWords>;

/**
 * Composes each module in turn, handing it what was composed before it;
 * a module that reads one composed after it fails at once, naming both.
 */
function compose(words: LanguageWords, locale: Locale): ComposedContent {
  const composed: Partial<Record<ModuleName, unknown>> = {};
  for (const name of Object.keys(contentModules) as ModuleName[]) {
    const before = new Proxy(composed, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) throw new Error(`The content module ${name} needs ${key}, which siteContent.ts composes after it`);
        return target[key as ModuleName];
      },
    });
    const module = contentModules[name] as { compose: (words: unknown, locale: Locale, needs: unknown) => unknown };
    composed[name] = module.compose(words[name], locale, before);
  }
  return composed as ComposedContent;
}

/** Every page's content in one language: its parts of the language's content, with its title and description. */
export type PagesContent = { readonly [P in PageName]: PageContent<P> };

function pagesOf(words: ComposedContent, locale: Locale): PagesContent {
  const { pageMeta: meta } = words.pageMeta;
  const { plansContent, platformProduct } = words.plans;
  const { bookingEmbedContent: booking } = words.booking;
  const checks = words.seoChecks.seoCheckContent;
  return {
    home: { meta: meta.home, home: words.home.homeContent, plans: plansContent, latest: words.blog.blogContent.latest },
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
    blog: { meta: meta.blog, blog: words.blog.blogContent, view: blogViewContent(words.blog.blogContent, locale, { kind: 'list', page: 1 }) },
  };
}

/** Everything shown in one language: its content, module by module, and every page's. */
export type SiteContent = ComposedContent & { pages: PagesContent };

const composed = new Map<Locale, SiteContent>();

/** The content of one language; the same objects every time. */
export function contentFor(locale: Locale): SiteContent {
  let content = composed.get(locale);
  if (!content) {
    const modules = compose(languages[locale], locale);
    composed.set(locale, (content = { ...modules, pages: pagesOf(modules, locale) }));
  }
  return content;
}

/**
 * Content composed from words that are no language's folder, written with
 * `locale`'s paths and conventions: the tests' pseudo-locale, built from the
 * default language's words at test time (stories/support/pseudoLocale.ts).
 */
export function contentFromWords(words: LanguageWords, locale: Locale): SiteContent {
  const modules = compose(words, locale);
  return { ...modules, pages: pagesOf(modules, locale) };
}

/** What a language's folder writes, as it stands (templates unfilled): for the checks that ask whether a page's text comes from it. */
export function wordsFor(locale: Locale): LanguageWords {
  return languages[locale];
}

/** A route of the site as content sees it: its page, its language, and which of the blog's pages it is. */
export interface RouteOfPage<P extends PageName = PageName> {
  page: P;
  locale: Locale;
  blogView?: BlogView;
}

/** What a route's page receives, in the route's language: for a page of the blog other than its first, that page's articles and title. */
export function pageContentOf<P extends PageName>(route: RouteOfPage<P>): PageContent<P> {
  const pages = contentFor(route.locale).pages;
  if (route.page !== 'blog' || !route.blogView) return pages[route.page];
  const first = pages.blog;
  const cardAlt = wordsFor(route.locale).pageMeta.socialCardWords.alt;
  const view: PageContent<'blog'> = {
    ...first,
    meta: blogViewMeta(first.blog, route.locale, route.blogView, first.meta, cardAlt),
    view: blogViewContent(first.blog, route.locale, route.blogView),
  };
  return view as unknown as PageContent<P>;
}

/** The title and description of a route's page, in the route's language. */
export function metaOf(route: RouteOfPage) {
  return pageContentOf(route).meta;
}
