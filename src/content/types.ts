/**
 * Shapes shared by the content modules. A page's module declares only what
 * is its own; a link, an intro, an image or a testimonial looks the same on
 * every page, so a section built for one page reads another page's copy.
 *
 * Naming: a page's copy is exported as `<page>Content` and typed
 * `<Page>Content`; each section receives its part through a prop named
 * `content`. Primitives in `src/components/` never read content: they take
 * plain strings through their props.
 */
import type { LucideIcon } from 'lucide-react';
import type { SiteHref } from '../lib/paths';

/** What a page tells search engines and social networks about itself. */
export interface PageMeta {
  /** The document title, 50–60 characters, ending with the brand. */
  title: string;
  /** The meta description, 120–160 characters. */
  description: string;
  /** The title without the brand: the headline of the page's social card (src/site/SocialCard.tsx). */
  headline: string;
  /** The social card's text alternative, a sentence: what the picture shows (its headline and the brand). */
  cardAlt: string;
}

/** Where a link inside the site leads, by a path in `pagePaths`. */
export interface LinkTarget {
  to: SiteHref;
  /**
   * A click is a conversion (the free intro call): reported to the
   * operator's conversion function when marketing consent was given. Set by
   * `introCallIn` in `links.ts`, never by hand.
   */
  reportsConversion?: boolean;
}

/** A link to a page of this site. */
export interface LinkContent extends LinkTarget {
  label: string;
}

/** A link to an address the router does not serve: the app, the docs, a social network. */
export interface ExternalLinkContent {
  label: string;
  href: string;
}

/** Eyebrow, title and intro above a section's content. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro: string;
}

/** The opening of a page or hero: eyebrow, the page's h1 and a lead sentence. */
export interface PageIntroContent {
  eyebrow: string;
  title: string;
  lead: string;
}

/** A local image under public/, always with its size so nothing shifts while it loads. */
export interface LocalImage {
  /** A path under public/, e.g. `/images/home/…svg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A quotation from a customer, with the logo of their organisation where there is one (the Academy's participants have none). */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  logo?: LocalImage;
}

/**
 * A question with its answer, as every FAQ accordion shows it and as the
 * `FAQPage` JSON-LD repeats it (see `faqPageStructuredData`).
 */
export interface FaqItem {
  /** Stable and URL-safe: it becomes the answer's anchor. */
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: ReadonlyArray<string>;
}

/** A feature in words: a short title and one or two sentences. */
export interface FeatureText {
  title: string;
  text: string;
}

/** A point made with an icon, a short title and a sentence. */
export interface IconFeature extends FeatureText {
  icon: LucideIcon;
}

/** The dark closing band of a page: one invitation, one button and a way to write to us. */
export interface ClosingCtaContent {
  title: string;
  text: string;
  cta: LinkContent;
  contactPrefix: string;
  email: string;
}

/** A numbered or listed step: a short title and a sentence. */
export interface Step {
  title: string;
  text: string;
}

/** A phone number as shown and as dialled. */
export interface PhoneNumber {
  display: string;
  /** `tel:` address in international form. */
  href: string;
}

/** Events sent to the support chat, named as in the specification. */
export type ChatEventName =
  | 'waitlist_clicked_pricing'
  | 'intro_offer_clicked_pricing'
  | 'enterprise_inquiry_clicked_pricing'
  | 'start_chat_cohort_hero'
  | 'sticky_cta_clicked_academy';

/** The optional consent categories; «notwendig» is always on and not stored as a choice. */
export type ConsentCategory = 'functional' | 'analytics' | 'marketing';

/** What search engines read about a thing, in one language. */
export interface NameAndDescription {
  name: string;
  description: string;
}
