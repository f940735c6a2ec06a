/**
 * /de/academy: the cohort programme for a company's decision-makers. The
 * only page that speaks «ihr/euch». Figures and prices come from
 * `cohortProgramme`, the 13 questions from `academyFaq`; this module holds
 * the page's own words.
 */
import { type BookingEmbedContent, type CalendarBookingContent } from './booking';
import type { FaqItem, LinkContent, LocalImage, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import type { PluralWords } from '../lib/template';
import { contentModule } from './contentModule';

export interface AcademyHeroContent extends PageIntroContent {
  primaryCta: LinkContent;
  chatLabel: string;
  /** Offered by the chat button when the chat cannot be reached. */
  fallbackEmail: string;
}

export interface AcademyFact {
  label: string;
  value: string;
}

export interface AtAGlanceContent {
  title: string;
  facts: ReadonlyArray<AcademyFact>;
}

export interface ProblemSolutionContent extends SectionIntro {
  /** Problem, solution and result, in this order; each names its role in `label`. */
  steps: ReadonlyArray<Step & { label: string }>;
}

export interface TalkContent {
  title: string;
  text: string;
  image: LocalImage;
}

export interface TalksContent extends SectionIntro {
  talks: ReadonlyArray<TalkContent>;
  /** Stands in for a talk image that cannot be loaded (spec §4: the logo). */
  fallbackLogo: LocalImage;
}

export interface ProgrammePhase {
  /** «Phase 1», and the phase's name, e.g. TEACH. */
  label: string;
  name: string;
  weeks: string;
  text: string;
  facts: ReadonlyArray<string>;
}

export interface ProgrammeContent extends SectionIntro {
  phases: ReadonlyArray<ProgrammePhase>;
  timeZoneNote: string;
}

export interface SelfCheckContent {
  title: string;
  rule: string;
  /** Exactly four statements, each a checkbox. */
  statements: ReadonlyArray<string>;
  /** What the live status says, by how many boxes are ticked. */
  status: { none: string; notYet: string; fits: string };
  privacyNote: string;
}

export interface OutcomesContent extends SectionIntro {
  outcomes: ReadonlyArray<string>;
  selfCheck: SelfCheckContent;
}

export interface AcademyTestimonialsContent {
  title: string;
  testimonials: ReadonlyArray<Testimonial>;
}

export interface PriceLine {
  label: string;
  amount: string;
  note: string;
}

export interface SeatCalculatorContent {
  title: string;
  participantsLabel: string;
  participantsHint: string;
  invalid: string;
  onsiteLabel: string;
  firstSeatLabel: string;
  /** «1 weitere Person», «5 weitere Personen»: the number with its noun, in the right number. */
  /** «6 weitere Personen»: `{count}` is the number of further participants. */
  furtherSeats: PluralWords;
  onsiteLineLabel: string;
  totalLabel: string;
  /** Said under the total whenever the onsite day is chosen. */
  onsiteExtrasNote: string;
}

export interface PricesContent extends SectionIntro {
  lines: ReadonlyArray<PriceLine>;
  example: string;
  calculator: SeatCalculatorContent;
}

export interface MilestoneContent {
  /** «Woche 5», as read. */
  week: string;
  title: string;
}

export interface TimelineContent extends SectionIntro {
  milestones: ReadonlyArray<MilestoneContent>;
}

export interface AcademyFaqContent {
  title: string;
  items: ReadonlyArray<FaqItem>;
  benefits: { title: string; items: ReadonlyArray<string> };
}

export interface StickyCtaContent {
  title: string;
  text: string;
  cta: LinkContent;
  /** Names the bar as a landmark. */
  regionLabel: string;
}

export interface AcademyContent {
  hero: AcademyHeroContent;
  atAGlance: AtAGlanceContent;
  booking: CalendarBookingContent;
  bookingEmbed: BookingEmbedContent;
  problemSolution: ProblemSolutionContent;
  talks: TalksContent;
  programme: ProgrammeContent;
  outcomes: OutcomesContent;
  testimonials: AcademyTestimonialsContent;
  prices: PricesContent;
  timeline: TimelineContent;
  faq: AcademyFaqContent;
  stickyCta: StickyCtaContent;
}

/** The module as each language writes it (src/content/<segment>/academy.ts), for the registry (siteContent.ts). */
export const academyModule = contentModule((words: { academyContent: AcademyContent }) => words);
