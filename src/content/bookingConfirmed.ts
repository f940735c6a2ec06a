/**
 * /de/booking-confirmed: the thank-you page after a booking at Cal.com. The
 * next steps' order, the operator's e-mail and phone and the way home are
 * here; each language words the page in
 * `src/content/words/bookingConfirmed.json`.
 */
import type { LinkContent, PageIntroContent, PhoneNumber, Step } from './types';
import { contentModule } from './contentModule';
import { operator, type OperatorWords } from './operator';
import { fillIn, type Template } from '../lib/template';
import { localizedPagePaths } from '../lib/paths';

export interface BookingConfirmedContent extends PageIntroContent {
  nextStepsTitle: string;
  nextSteps: ReadonlyArray<Step>;
  changeNote: string;
  contact: { email: string; phone: PhoneNumber };
  backLink: LinkContent;
}

/** What happens after the booking, in the order it happens. */
const nextSteps = ['confirmation', 'preparation', 'conversation'] as const;

type NextStepId = (typeof nextSteps)[number];

/** What a language writes for /booking-confirmed: every text, each next step by its id. */
export interface BookingConfirmedWords extends PageIntroContent {
  nextStepsTitle: string;
  /** A step's `text` may name the languages of the call as `{languages}` («Deutsch oder Französisch»). */
  nextSteps: Readonly<Record<NextStepId, { title: string; text: Template }>>;
  /** Leads to the operator's e-mail address and phone number. */
  changeNote: string;
  /** The label of the link back to the home page. */
  backLink: string;
}

/** The module as each language writes it (src/content/words/bookingConfirmed.json), for the registry (siteContent.ts). */
export const bookingConfirmedModule = contentModule(
  (
    { bookingConfirmedWords: words }: { bookingConfirmedWords: BookingConfirmedWords },
    locale,
    { operator: { operatorWords } }: { operator: { operatorWords: OperatorWords } },
  ): { bookingConfirmedContent: BookingConfirmedContent } => ({
    bookingConfirmedContent: {
      eyebrow: words.eyebrow,
      title: words.title,
      lead: words.lead,
      nextStepsTitle: words.nextStepsTitle,
      nextSteps: nextSteps.map((id) => ({ ...words.nextSteps[id], text: fillIn(words.nextSteps[id].text, { languages: operatorWords.callLanguages }) })),
      changeNote: words.changeNote,
      contact: { email: operator.email, phone: operator.phone },
      backLink: { label: words.backLink, to: localizedPagePaths.home[locale] },
    },
  }),
);
