/**
 * /de/academy: the cohort programme for a company's decision-makers. The
 * German page speaks «ihr/euch». The structure is here: the sections' items
 * in the page's order, the talks' images, the phases, the participants
 * quoted, the price lines and the milestones' weeks; figures, times and
 * prices come from `cohortProgramme` (through `cohortFacts`), the calendar's
 * words from `booking`, the 13 questions from `academyFaq`. Each language
 * words the page in `src/content/words/academy.json`.
 */
import { callMinutes, type BookingEmbedContent, type BookingWords, type CalendarBookingContent } from './booking';
import { cohortProgramme } from './cohortProgramme';
import type { FaqItem, LinkContent, LocalImage, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { introCallIn } from './links';
import { operator } from './operator';
import { cohortSeatTotal } from '../lib/cohortSeats';
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';
import { fillIn, type PluralWords, type Template } from '../lib/template';

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
  /** «1 weitere Person», «5 weitere Personen»: `{count}` is the number of further participants, with its noun in the right number. */
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

/** The team of the price example; the words name its size in letters («sechs Personen»), its total is `{exampleTotal}`. */
const EXAMPLE_TEAM = 6;

/**
 * The cohort's figures, times and prices, formatted for one language: the
 * placeholders the Academy's words (the page and its questions) may name,
 * e.g. `{weeks}`, `{teachFrom}`–`{teachUntil}`, `{firstSeat}`.
 */
export function cohortFacts(locale: Locale) {
  const format = formatterFor(locale);
  const time = (value: string) => format.time(value);
  const { weeks, teach, build, onsiteWeeks, prices, timeZone } = cohortProgramme;
  return {
    weeks: format.number(weeks),
    teachFirstWeek: format.number(teach.firstWeek),
    teachLastWeek: format.number(teach.lastWeek),
    liveHours: format.number(teach.liveHours),
    sessions: format.number(teach.sessions),
    sessionHours: format.number(teach.sessionHours),
    teachFrom: time(teach.sessionTime.from),
    teachUntil: time(teach.sessionTime.until),
    buildFirstWeek: format.number(build.firstWeek),
    buildLastWeek: format.number(build.lastWeek),
    buildWeeks: format.number(build.lastWeek - build.firstWeek + 1),
    buildSessionHours: format.number(build.buildSessionHours),
    buildFrom: time(build.buildSessionTime.from),
    buildUntil: time(build.buildSessionTime.until),
    officeHours: format.number(build.officeHours),
    officeFrom: time(build.officeHoursTime.from),
    officeUntil: time(build.officeHoursTime.until),
    onsiteFrom: format.number(onsiteWeeks.from),
    onsiteTo: format.number(onsiteWeeks.to),
    timeZone,
    firstSeat: format.chf(prices.firstSeat),
    furtherSeat: format.chf(prices.furtherSeat),
    onsiteAddOn: format.chf(prices.onsiteAddOn),
    /** What a further seat saves against the first: «50 %». */
    furtherSeatDiscount: format.percent(100 * (1 - prices.furtherSeat / prices.firstSeat)),
    exampleTotal: format.chf(cohortSeatTotal({ participants: EXAMPLE_TEAM, withOnsiteDay: false }, prices).total),
  };
}

/** The facts at a glance, in the page's order; the time zone as a reader names it («ora svizzera»), never its IANA id. */
const glanceFacts = [
  { id: 'duration' },
  { id: 'format' },
  { id: 'timeZone' },
  { id: 'learningForm' },
  { id: 'language' },
  { id: 'completion' },
] as const;

/** Why the Academy: from the problem to the result, in this order. */
const problemSolutionSteps = ['problem', 'solution', 'result'] as const;

/** The two kinds of session, each with its illustration under `public/images/academy/`. */
const talks = [
  { id: 'liveTalk', image: 'live-talk.svg' },
  { id: 'workshop', image: 'workshop.svg' },
] as const;

const TALK_IMAGE_SIZE = { width: 800, height: 500 };

/** The two phases, learning then building, with their weeks; their names are the programme's own in every language. */
const phases = [
  { id: 'teach', name: 'TEACH', weeks: cohortProgramme.teach },
  { id: 'build', name: 'BUILD', weeks: cohortProgramme.build },
] as const;

/** The participants quoted (samples): their names and organisations are the same in every language. */
const participants = sampleValue(
  [
    { id: 'andrea', author: 'Andrea Muster', company: 'Musterstiftung Zürich' },
    { id: 'beat', author: 'Beat Beispiel', company: 'Beispiel AG' },
  ] as const,
  'Zitierte Teilnehmende der Academy; ihre Zitate in src/content/words/academy.json',
);

/** The price lines, in the page's order: each is one of the programme's prices. */
const priceLines = ['firstSeat', 'furtherSeat', 'onsiteAddOn'] as const satisfies ReadonlyArray<keyof typeof cohortProgramme.prices>;

/** One milestone for each of the programme's ten weeks. */
const milestoneWeeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type GlanceFactId = (typeof glanceFacts)[number]['id'];
type ProblemSolutionStepId = (typeof problemSolutionSteps)[number];
type TalkId = (typeof talks)[number]['id'];
type PhaseId = (typeof phases)[number]['id'];
type ParticipantId = (typeof participants)[number]['id'];
type PriceLineId = (typeof priceLines)[number];
type MilestoneWeek = (typeof milestoneWeeks)[number];

/**
 * What a language writes for /academy: every text, each section's items by
 * their ids. A `Template` may name any of the cohort's facts (`cohortFacts`:
 * `{weeks}`, `{liveHours}`, `{teachFrom}`, `{firstSeat}`, …) and the free
 * conversation's length, `{minutesFrom}` to `{minutesTo}` minutes.
 */
export interface AcademyWords {
  /** `primaryCta` is the button's label: it leads to the free intro call. */
  hero: PageIntroContent & { primaryCta: string; chatLabel: string };
  atAGlance: {
    title: string;
    facts: { readonly [F in GlanceFactId]: { label: string; value: Template } };
  };
  booking: { eyebrow: string; title: Template; text: string; facts: ReadonlyArray<Template> };
  /** The calendar's texts that address the reader, in the page's own register; its other texts are the calendar's (`booking`). */
  bookingEmbed: Pick<BookingWords, 'text' | 'privacyNote' | 'failed'> & { unavailable: Pick<BookingWords['unavailable'], 'text'> };
  problemSolution: SectionIntro & { steps: Readonly<Record<ProblemSolutionStepId, Step & { label: string }>> };
  talks: SectionIntro & { items: Readonly<Record<TalkId, { title: string; text: string; imageAlt: string }>> };
  programme: {
    eyebrow: string;
    title: string;
    intro: Template;
    /** A phase's eyebrow, `{number}` its place: «Phase 1». */
    phaseLabel: Template;
    /** A phase's weeks, `{firstWeek}` to `{lastWeek}`. */
    phaseWeeks: Template;
    phases: Readonly<Record<PhaseId, { text: string; facts: ReadonlyArray<Template> }>>;
    timeZoneNote: Template;
  };
  outcomes: SectionIntro & {
    outcomes: ReadonlyArray<string>;
    selfCheck: Omit<SelfCheckContent, 'statements'> & { statements: readonly [string, string, string, string] };
  };
  /** The participants' names and organisations are in the structure; their words and roles are the language's. */
  testimonials: { title: string; items: Readonly<Record<ParticipantId, { quote: string; role: string }>> };
  prices: SectionIntro & {
    /** A line's amount is the programme's price; its `note` may name the cohort's facts. */
    lines: Readonly<Record<PriceLineId, { label: string; note: Template }>>;
    /** `{exampleTotal}`: what the example team pays. */
    example: Template;
    calculator: SeatCalculatorContent;
  };
  timeline: SectionIntro & {
    /** A milestone's week, `{week}` its number: «Woche 5». */
    weekLabel: Template;
    milestones: Readonly<Record<MilestoneWeek, string>>;
  };
  /** The questions themselves are `academyFaq`'s. */
  faq: { title: string; benefits: { title: string; items: ReadonlyArray<Template> } };
  /** `cta` is the button's label: it leads to the free intro call. */
  stickyCta: { title: string; text: string; cta: string; regionLabel: string };
}

/** What the Academy builds on: the calendar's words and the 13 questions, in the same language. */
interface AcademyNeeds {
  booking: { bookingEmbedContent: BookingEmbedContent };
  academyFaq: { academyFaq: ReadonlyArray<FaqItem> };
}

/** The module as each language writes it (src/content/words/academy.json), for the registry (siteContent.ts). */
export const academyModule = contentModule(({ academyWords: words }: { academyWords: AcademyWords }, locale, needs: AcademyNeeds): { academyContent: AcademyContent } => {
  const format = formatterFor(locale);
  const facts = {
    ...cohortFacts(locale),
    minutesFrom: format.number(callMinutes.conversation.from),
    minutesTo: format.number(callMinutes.conversation.to),
  };
  const fill = (template: Template) => fillIn(template, facts);
  const introCall = introCallIn(locale);
  const calendar = needs.booking.bookingEmbedContent;
  const { atAGlance, programme, prices, timeline } = words;
  return {
    academyContent: {
      hero: { ...words.hero, primaryCta: { label: words.hero.primaryCta, ...introCall }, fallbackEmail: operator.email },
      atAGlance: {
        title: atAGlance.title,
        facts: glanceFacts.map((fact) => ({ label: atAGlance.facts[fact.id].label, value: fill(atAGlance.facts[fact.id].value) })),
      },
      booking: { eyebrow: words.booking.eyebrow, title: fill(words.booking.title), text: words.booking.text, facts: words.booking.facts.map(fill) },
      bookingEmbed: { ...calendar, ...words.bookingEmbed, unavailable: { ...calendar.unavailable, ...words.bookingEmbed.unavailable } },
      problemSolution: {
        eyebrow: words.problemSolution.eyebrow,
        title: words.problemSolution.title,
        intro: words.problemSolution.intro,
        steps: problemSolutionSteps.map((id) => words.problemSolution.steps[id]),
      },
      talks: {
        eyebrow: words.talks.eyebrow,
        title: words.talks.title,
        intro: words.talks.intro,
        talks: talks.map(({ id, image }) => {
          const { title, text, imageAlt } = words.talks.items[id];
          return { title, text, image: { src: `/images/academy/${image}`, alt: imageAlt, ...TALK_IMAGE_SIZE } };
        }),
        fallbackLogo: { ...operator.logo, alt: operator.brand },
      },
      programme: {
        eyebrow: programme.eyebrow,
        title: programme.title,
        intro: fill(programme.intro),
        phases: phases.map(({ id, name, weeks }, index) => ({
          label: fillIn(programme.phaseLabel, { number: format.number(index + 1) }),
          name,
          weeks: fillIn(programme.phaseWeeks, { firstWeek: format.number(weeks.firstWeek), lastWeek: format.number(weeks.lastWeek) }),
          text: programme.phases[id].text,
          facts: programme.phases[id].facts.map(fill),
        })),
        timeZoneNote: fill(programme.timeZoneNote),
      },
      outcomes: words.outcomes,
      testimonials: {
        title: words.testimonials.title,
        testimonials: participants.map(({ id, author, company }) => ({ quote: words.testimonials.items[id].quote, author, role: words.testimonials.items[id].role, company })),
      },
      prices: {
        eyebrow: prices.eyebrow,
        title: prices.title,
        intro: prices.intro,
        lines: priceLines.map((id) => ({ label: prices.lines[id].label, amount: format.chf(cohortProgramme.prices[id]), note: fill(prices.lines[id].note) })),
        example: fill(prices.example),
        calculator: prices.calculator,
      },
      timeline: {
        eyebrow: timeline.eyebrow,
        title: timeline.title,
        intro: timeline.intro,
        milestones: milestoneWeeks.map((week) => ({ week: fillIn(timeline.weekLabel, { week: format.number(week) }), title: timeline.milestones[week] })),
      },
      faq: { title: words.faq.title, items: needs.academyFaq.academyFaq, benefits: { title: words.faq.benefits.title, items: words.faq.benefits.items.map(fill) } },
      stickyCta: { title: words.stickyCta.title, text: words.stickyCta.text, cta: { label: words.stickyCta.cta, ...introCall }, regionLabel: words.stickyCta.regionLabel },
    },
  };
});
