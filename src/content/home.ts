/**
 * Every word of the home page /de, section by section. The sections receive
 * these objects through props; the page hands them over.
 */
import type { ClosingCtaContent, IconFeature, LinkContent, LocalImage, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import { contentModule } from './contentModule';

export interface HeroContent extends PageIntroContent {
  primaryCta: LinkContent;
  chatLabel: string;
  facts: ReadonlyArray<string>;
  /** A small chat conversation drawn in HTML, so the hero needs no image. */
  preview: {
    caption: string;
    product: string;
    modelLabel: string;
    model: string;
    location: string;
    attachment: string;
    question: string;
    answerIntro: string;
    answerPoints: ReadonlyArray<string>;
  };
}

export interface FeatureGroup {
  id: string;
  title: string;
  features: ReadonlyArray<IconFeature>;
}

export interface FeatureGroupsContent extends SectionIntro {
  groups: ReadonlyArray<FeatureGroup>;
}

export interface CoreFunctionsContent extends SectionIntro {
  functions: ReadonlyArray<IconFeature>;
}

export interface HowItWorksContent extends SectionIntro {
  steps: ReadonlyArray<Step>;
}

export interface TestimonialsContent extends SectionIntro {
  testimonials: ReadonlyArray<Testimonial>;
}

export interface PricingPreviewContent extends SectionIntro {
  detailsLink: LinkContent;
}

export interface FoundingStoryContent {
  eyebrow: string;
  title: string;
  paragraphs: ReadonlyArray<string>;
  signature: string;
  offer: {
    title: string;
    meta: ReadonlyArray<string>;
    points: ReadonlyArray<string>;
    cta: LinkContent;
  };
}

export interface TrustContent extends SectionIntro {
  claims: ReadonlyArray<IconFeature>;
  logosTitle: string;
  logos: ReadonlyArray<LocalImage>;
}

export interface AcademyTeaserContent {
  eyebrow: string;
  title: string;
  text: string;
  facts: ReadonlyArray<{ value: string; label: string }>;
  factsLabel: string;
  programmeTitle: string;
  programme: ReadonlyArray<string>;
  audience: string;
  priceNote: string;
  cta: LinkContent;
}

export interface HomeContent {
  hero: HeroContent;
  featureGroups: FeatureGroupsContent;
  coreFunctions: CoreFunctionsContent;
  howItWorks: HowItWorksContent;
  testimonials: TestimonialsContent;
  pricing: PricingPreviewContent;
  foundingStory: FoundingStoryContent;
  trust: TrustContent;
  academy: AcademyTeaserContent;
  closingCta: ClosingCtaContent;
}

/** The module as each language writes it (src/content/<segment>/home.ts), for the registry (siteContent.ts). */
export const homeModule = contentModule((words: { homeContent: HomeContent }) => words);
