/**
 * /de/contact: the free conversation, the address, phone, e-mail and opening
 * hours. The operator's facts and the map are here, the operator's words
 * (country, opening hours) come from the operator module; each language
 * words the page in `src/content/words/contact.json`.
 */
import { callMinutes, type CalendarBookingContent } from './booking';
import type { LocalImage, PageIntroContent, PhoneNumber } from './types';
import { contentModule } from './contentModule';
import { operator, type OperatorWords } from './operator';
import { formatterFor } from '../lib/format';
import { fillIn, type Template } from '../lib/template';

export interface ContactContent {
  hero: PageIntroContent;
  conversation: CalendarBookingContent;
  details: {
    title: string;
    addressLabel: string;
    company: string;
    address: { street: string; postalCode: string; city: string; country: string };
    phoneLabel: string;
    phone: PhoneNumber;
    emailLabel: string;
    email: string;
    hoursLabel: string;
    hours: ReadonlyArray<{ days: string; hours: string }>;
    map: LocalImage & { linkLabel: string; href: string };
  };
}

/** The map of the office's surroundings, and the same place in OpenStreetMap. */
const map = {
  src: '/images/contact/karte-zuerich.svg',
  width: 640,
  height: 400,
  href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`)}`,
} as const;

/** What a language writes for /contact: every text; the operator's company, address and numbers are its own. */
export interface ContactWords {
  /** `lead` may name the operator's city as `{city}`. */
  hero: { eyebrow: string; title: string; lead: Template };
  /** `title` takes the conversation's length as `{minutesFrom}` and `{minutesTo}`; `facts` may name the operator's city as `{city}` and the languages of its calls as `{languages}` («Deutsch oder Französisch»). */
  conversation: { eyebrow: string; title: Template; text: string; facts: ReadonlyArray<Template> };
  details: {
    title: string;
    addressLabel: string;
    phoneLabel: string;
    emailLabel: string;
    hoursLabel: string;
    /** `alt` describes the map: `{city}` the operator's city, `{street}` its street. */
    map: { alt: Template; linkLabel: string };
  };
}

/** The module as each language writes it (src/content/words/contact.json), for the registry (siteContent.ts). */
export const contactModule = contentModule(
  (
    { contactWords: words }: { contactWords: ContactWords },
    locale,
    { operator: { operatorWords } }: { operator: { operatorWords: OperatorWords } },
  ): { contactContent: ContactContent } => {
    const format = formatterFor(locale);
    const facts = {
      city: format.place(operator.address.city),
      languages: operatorWords.callLanguages,
      street: operator.address.street,
      minutesFrom: format.number(callMinutes.conversation.from),
      minutesTo: format.number(callMinutes.conversation.to),
    };
    const { details } = words;
    return {
      contactContent: {
        hero: { ...words.hero, lead: fillIn(words.hero.lead, facts) },
        conversation: {
          eyebrow: words.conversation.eyebrow,
          title: fillIn(words.conversation.title, facts),
          text: words.conversation.text,
          facts: words.conversation.facts.map((fact) => fillIn(fact, facts)),
        },
        details: {
          title: details.title,
          addressLabel: details.addressLabel,
          company: operator.company,
          address: { ...operator.address, country: operatorWords.country },
          phoneLabel: details.phoneLabel,
          phone: operator.phone,
          emailLabel: details.emailLabel,
          email: operator.email,
          hoursLabel: details.hoursLabel,
          hours: operatorWords.hours,
          map: { src: map.src, alt: fillIn(details.map.alt, facts), width: map.width, height: map.height, linkLabel: details.map.linkLabel, href: map.href },
        },
      },
    };
  },
);
