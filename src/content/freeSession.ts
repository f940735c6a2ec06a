/** /de/free-session: the free 30-minute intro call, booked in the embedded calendar. */
import type { CalendarBookingContent } from './booking';
import type { IconFeature, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import { contentModule } from './contentModule';

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

/** The module as each language writes it (src/content/<segment>/freeSession.ts), for the registry (siteContent.ts). */
export const freeSessionModule = contentModule((words: { freeSessionContent: FreeSessionContent }) => words);
