/**
 * /de/free-session: the free 30-minute intro call, booked in the embedded
 * calendar. The agenda's and benefits' order, the icons, the call's length,
 * the customer quoted and the operator's e-mail are here; each language
 * words the page in `src/content/words/freeSession.json`.
 */
import { HeartHandshake, ShieldCheck, Wrench } from 'lucide-react';
import { callMinutes, type CalendarBookingContent } from './booking';
import type { IconFeature, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { operator, type OperatorWords } from './operator';
import { formatterFor } from '../lib/format';
import { fillIn, type Template } from '../lib/template';

export interface IntroCallAgendaContent extends SectionIntro {
  /** The five things to expect, in the order of the call. */
  steps: ReadonlyArray<Step>;
}

export interface IntroCallBenefitsContent extends SectionIntro {
  benefits: ReadonlyArray<IconFeature>;
}

export interface IntroCallTestimonialContent {
  eyebrow: string;
  title: string;
  testimonial: Testimonial;
}

/** The closing band: its button jumps back to the calendar. */
export interface IntroCallClosingContent {
  title: string;
  text: string;
  jumpLabel: string;
  contactPrefix: string;
  email: string;
}

export interface FreeSessionContent {
  hero: PageIntroContent;
  booking: CalendarBookingContent;
  agenda: IntroCallAgendaContent;
  benefits: IntroCallBenefitsContent;
  testimonial: IntroCallTestimonialContent;
  closing: IntroCallClosingContent;
}

/** The call's agenda, in the order of the call. */
const agendaSteps = ['situation', 'yourExamples', 'dataProtection', 'questions', 'recommendation'] as const;

/** Why with us, in the page's order, each with its icon. */
const benefits = [
  { id: 'swissDataSecurity', icon: ShieldCheck },
  { id: 'practicalUse', icon: Wrench },
  { id: 'humanSupport', icon: HeartHandshake },
] as const;

/** The customer quoted (a sample), with their organisation's logo, the same in every language. */
const customer = sampleValue(
  {
    author: 'Daniela Beispiel',
    company: 'Spitex Beispieltal',
    logo: { src: '/images/home/logo-beispiel-spitex.svg', width: 160, height: 48 },
  } as const,
  'Zitierte Kundin des Erstgesprächs; ihr Zitat in src/content/words/freeSession.json',
);

type AgendaStepId = (typeof agendaSteps)[number];
type BenefitId = (typeof benefits)[number]['id'];

/** What a language writes for /free-session: every text, the agenda's steps and the benefits by their ids. */
export interface FreeSessionWords {
  /** `title` takes the call's length as `{minutes}`; `lead` may name the operator's city as `{city}`. */
  hero: { eyebrow: string; title: Template; lead: Template };
  /** `facts` may name the call's length as `{minutes}` and its languages as `{languages}`. */
  booking: { eyebrow: string; title: string; text: string; facts: ReadonlyArray<Template> };
  agenda: SectionIntro & { steps: Readonly<Record<AgendaStepId, Step>> };
  /** A benefit's `text` may name when the team answers: `{weekdays}` and `{hours}`, in the operator's words. */
  benefits: SectionIntro & { items: Readonly<Record<BenefitId, { title: string; text: Template }>> };
  /** The customer's name, organisation and logo are in the structure; their words and role are the language's. */
  testimonial: { eyebrow: string; title: string; quote: string; role: string };
  /** `title` takes the call's length as `{minutes}`; the band ends with the operator's e-mail address. */
  closing: { title: Template; text: string; jumpLabel: string; contactPrefix: string };
}

/** The module as each language writes it (src/content/words/freeSession.json), for the registry (siteContent.ts). */
export const freeSessionModule = contentModule(
  (
    { freeSessionWords: words }: { freeSessionWords: FreeSessionWords },
    locale,
    { operator: { operatorWords } }: { operator: { operatorWords: OperatorWords } },
  ): { freeSessionContent: FreeSessionContent } => {
    const facts = {
      minutes: formatterFor(locale).number(callMinutes.introCall),
      city: formatterFor(locale).place(operator.address.city),
      languages: operatorWords.callLanguages,
      weekdays: operatorWords.weekdays,
      hours: operatorWords.hoursInSentence,
    };
    const { agenda, testimonial, closing } = words;
    return {
      freeSessionContent: {
        hero: { eyebrow: words.hero.eyebrow, title: fillIn(words.hero.title, facts), lead: fillIn(words.hero.lead, facts) },
        booking: { ...words.booking, facts: words.booking.facts.map((fact) => fillIn(fact, facts)) },
        agenda: { eyebrow: agenda.eyebrow, title: agenda.title, intro: agenda.intro, steps: agendaSteps.map((id) => agenda.steps[id]) },
        benefits: {
          eyebrow: words.benefits.eyebrow,
          title: words.benefits.title,
          intro: words.benefits.intro,
          benefits: benefits.map(({ id, icon }) => ({ icon, title: words.benefits.items[id].title, text: fillIn(words.benefits.items[id].text, facts) })),
        },
        testimonial: {
          eyebrow: testimonial.eyebrow,
          title: testimonial.title,
          testimonial: {
            quote: testimonial.quote,
            author: customer.author,
            role: testimonial.role,
            company: customer.company,
            logo: { src: customer.logo.src, alt: customer.company, width: customer.logo.width, height: customer.logo.height },
          },
        },
        closing: { ...closing, title: fillIn(closing.title, facts), email: operator.email },
      },
    };
  },
);
