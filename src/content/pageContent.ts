/**
 * What each page receives in one language, by page: its parts of the
 * language's content, with its title and description (`meta`), put
 * together by the registry (src/content/siteContent.ts). A page left out,
 * or a part of one, fails the typecheck. Also the module of the pages'
 * titles and descriptions (`pageMetaModule`), which each language words in
 * `src/content/words/pageMeta.json`.
 */
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';
import { pageNames, type PageName } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';
import type { AboutContent } from './about';
import type { AcademyContent } from './academy';
import type { ApiProductsContent } from './apiProducts';
import type { BlogContent, BlogViewContent, LatestArticlesContent } from './blog';
import type { BookingEmbedContent } from './booking';
import type { BookingConfirmedContent } from './bookingConfirmed';
import type { CohortCourse } from './cohortCourse';
import type { ContactContent } from './contact';
import type { FaqContent } from './faq';
import type { FreeSessionContent } from './freeSession';
import type { HomeContent } from './home';
import type { LegalDocumentContent } from './legal/legalDocument';
import type { LoginContent } from './login';
import type { PlansContent } from './plans';
import type { PricingContent } from './pricing';
import type { ResetPasswordContent } from './resetPassword';
import type { RoadmapContent } from './roadmap';
import type { SeoAuditContent } from './seoAudit';
import type { SeoCheckContent } from './seoChecks';
import type { SeoDashboardContent } from './seoDashboard';
import type { FaqItem, NameAndDescription, PageMeta } from './types';
import { contentModule } from './contentModule';
import { cohortProgramme } from './cohortProgramme';
import { operator } from './operator';
import { callMinutes } from './booking';
import { businessPlanFacts, businessPlanIncludes, enterprisePlanFacts } from './plans';
import { roadmapSince } from './roadmap';

export interface PageContents {
  /** The home page, with the blog's latest articles. */
  home: { home: HomeContent; plans: PlansContent; latest: LatestArticlesContent };
  pricing: { pricing: PricingContent; plans: PlansContent; product: NameAndDescription };
  apiProducts: { apiProducts: ApiProductsContent };
  academy: { academy: AcademyContent; faq: ReadonlyArray<FaqItem>; course: CohortCourse };
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
  /** The blog's words and articles, and which of its pages this is (the first page of the list, unless the route names another). */
  blog: { blog: BlogContent; view: BlogViewContent };
}

export type PageContent<P extends PageName> = PageContents[P] & { meta: PageMeta };

/**
 * What a language writes for every page's title and description
 * (`src/content/words/pageMeta.json`). A title leaves out the brand: every
 * title ends with « | {brand}», added here, which counts towards the title's
 * 50–60 characters (`PageMeta`). Either may name a fact by its
 * placeholder, filled in and formatted in the page's language:
 *
 * - `{brand}`, `{company}`: the operator's names; `{city}`: the city of its address
 * - `{opensAt}`, `{closesAt}`: the opening hours on the hour («9», «9 h»)
 * - `{business}`, `{enterprise}`: the plans' names; `{users}`: the people the
 *   Business plan includes; `{tokenMillions}`: its monthly tokens, in millions
 * - `{weeks}`: the Academy programme's length; `{firstSeat}`, `{furtherSeat}`: its seats' prices
 * - `{since}`: the year of the oldest quarter on the roadmap
 * - `{introMinutes}`: the intro call's length; `{conversationFrom}`, `{conversationTo}`: the discovery call's
 */
export type PageMetaWords = { readonly [P in PageName]: { title: Template; description: Template } };

/**
 * How a language describes a page's social card (src/site/SocialCard.tsx)
 * to someone who cannot see it, for `og:image:alt` and `twitter:image:alt`.
 */
export interface SocialCardWords {
  /** A sentence naming what the card shows: `{title}`, the page's title without the brand, and `{brand}`, beside its logo. */
  alt: Template;
}

/** Every page is in the map, and nothing else is: a page added to the paths fails here until it has content. */
type SamePages = [keyof PageContents] extends [PageName] ? ([PageName] extends [keyof PageContents] ? true : false) : false;
export const everyPageHasContent: SamePages = true;

/** The suffix of every page's title. */
const TITLE_SUFFIX = ' | {brand}';

/** The module as each language writes it (src/content/words/pageMeta.json), for the registry (siteContent.ts). */
export const pageMetaModule = contentModule((
  { pageMetaWords: words, socialCardWords }: { pageMetaWords: PageMetaWords; socialCardWords: SocialCardWords },
  locale: Locale,
): { pageMeta: Readonly<Record<PageName, PageMeta>> } => {
  const format = formatterFor(locale);
  const facts = {
    brand: operator.brand,
    company: operator.company,
    city: format.place(operator.address.city),
    opensAt: format.time(operator.openingHours.from, { short: true }),
    closesAt: format.time(operator.openingHours.until, { short: true }),
    business: businessPlanFacts.name,
    enterprise: enterprisePlanFacts.name,
    users: format.number(businessPlanIncludes.users),
    tokenMillions: format.number(businessPlanIncludes.monthlyTokens / 1_000_000),
    weeks: format.number(cohortProgramme.weeks),
    firstSeat: format.chf(cohortProgramme.prices.firstSeat),
    furtherSeat: format.chf(cohortProgramme.prices.furtherSeat),
    // A year is written without grouping («2024»), so it does not go through the formatter.
    since: roadmapSince,
    introMinutes: format.number(callMinutes.introCall),
    conversationFrom: format.number(callMinutes.conversation.from),
    conversationTo: format.number(callMinutes.conversation.to),
  };
  const pageMetaOf = (page: PageName): PageMeta => {
    const headline = fillIn(words[page].title, facts);
    return {
      title: fillIn(words[page].title + TITLE_SUFFIX, facts),
      description: fillIn(words[page].description, facts),
      headline,
      cardAlt: fillIn(socialCardWords.alt, { title: headline, brand: operator.brand }),
    };
  };
  const pageMeta = Object.fromEntries(pageNames.map((page) => [page, pageMetaOf(page)])) as Record<PageName, PageMeta>;
  return { pageMeta };
});
