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
import { cohortFacts } from './cohortFacts';
import { cohortProgramme, type CohortProgramme } from './cohortProgramme';
import type { FaqItem, LinkContent, LocalImage, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { introCallIn } from './links';
import { operator } from './operator';
import { formatterFor } from '../lib/format';
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
  /** Which of the programme's prices the line shows. */
  id: keyof CohortProgramme['prices'];
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
 * `{weeks}`, `{liveHours}`, `{teachFrom}`, `{firstSeat}`, …), the timeline's
 * `{milestones}`, the sessions' lengths in words (`{sessionDuration}`,
 * `{buildSessionDuration}`, `{officeDuration}`) and the discovery call's
 * length, `{minutesFrom}` to `{minutesTo}` minutes.
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
    /** A length in hours, `{count}` its figure, for one hour and for several: the phases' facts say their sessions' lengths in these words. */
    durationInHours: PluralWords;
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
    /** Each week's milestone; may name the cohort's facts (`{roadmapDays}`). */
    milestones: Readonly<Record<MilestoneWeek, Template>>;
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
    milestones: format.number(milestoneWeeks.length),
    sessionDuration: format.count(words.programme.durationInHours, cohortProgramme.teach.sessionHours),
    buildSessionDuration: format.count(words.programme.durationInHours, cohortProgramme.build.buildSessionHours),
    officeDuration: format.count(words.programme.durationInHours, cohortProgramme.build.officeHours),
    minutesFrom: format.number(callMinutes.conversation.from),
    minutesTo: format.number(callMinutes.conversation.to),
  };
  const fill = (template: Template) => fillIn(template, facts);
  const introCall = introCallIn(locale);
  const calendar = needs.booking.bookingEmbedContent;
  const { atAGlance, programme, prices, timeline } = words;
  return {
    academyContent: {
      hero: { ...words.hero, title: fill(words.hero.title), lead: fill(words.hero.lead), primaryCta: { label: words.hero.primaryCta, ...introCall }, fallbackEmail: operator.email },
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
        steps: problemSolutionSteps.map((id) => ({ ...words.problemSolution.steps[id], text: fill(words.problemSolution.steps[id].text) })),
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
      outcomes: {
        ...words.outcomes,
        outcomes: words.outcomes.outcomes.map(fill),
        selfCheck: { ...words.outcomes.selfCheck, statements: words.outcomes.selfCheck.statements.map(fill) as [string, string, string, string] },
      },
      testimonials: {
        title: words.testimonials.title,
        testimonials: participants.map(({ id, author, company }) => ({ quote: words.testimonials.items[id].quote, author, role: words.testimonials.items[id].role, company })),
      },
      prices: {
        eyebrow: prices.eyebrow,
        title: prices.title,
        intro: fill(prices.intro),
        lines: priceLines.map((id) => ({ id, label: prices.lines[id].label, amount: format.chf(cohortProgramme.prices[id]), note: fill(prices.lines[id].note) })),
        example: fill(prices.example),
        calculator: prices.calculator,
      },
      timeline: {
        eyebrow: timeline.eyebrow,
        title: fill(timeline.title),
        intro: timeline.intro,
        milestones: milestoneWeeks.map((week) => ({ week: fillIn(timeline.weekLabel, { week: format.number(week) }), title: fill(timeline.milestones[week]) })),
      },
      faq: { title: words.faq.title, items: needs.academyFaq.academyFaq, benefits: { title: words.faq.benefits.title, items: words.faq.benefits.items.map(fill) } },
      stickyCta: { title: words.stickyCta.title, text: words.stickyCta.text, cta: { label: words.stickyCta.cta, ...introCall }, regionLabel: words.stickyCta.regionLabel },
    },
  };
});
