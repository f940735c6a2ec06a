/**
 * The home page /de, section by section. The sections receive these objects
 * through props; the page hands them over. Written once here: the order of
 * every list, the icons, the customers quoted and the organisations whose
 * logos are shown, the chat preview's model, the figures the texts quote and
 * the links. Each language words the page in `src/content/<lang>/home.ts`;
 * the feature groups quote the platformFeatures module.
 */
import { AudioLines, BadgeCheck, Bot, CodeXml, FileSearch, FileSpreadsheet, FileText, Globe, GraduationCap, Languages, Library, Lightbulb, ListChecks, Lock, MapPin, MessagesSquare, Mic, PenLine, Scale, Search, ShieldCheck, SpellCheck, Telescope } from 'lucide-react';
import type { ClosingCtaContent, IconFeature, LinkContent, LocalImage, PageIntroContent, SectionIntro, Step, Testimonial } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { cohortFacts } from './cohortFacts';
import { cohortProgramme } from './cohortProgramme';
import { introCallIn } from './links';
import { operator } from './operator';
import { businessPlanIncludes } from './plans';
import { callMinutes } from './booking';
import type { PlatformFeatureId, PlatformFeatures } from './platformFeatures';
import { formatterFor } from '../lib/format';
import { localizedPagePaths } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';

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

/** The model the hero's chat preview answers with. */
const previewModel = 'Mistral Large';

/** The feature groups in the page's order, each with the platform's features it shows and their icons. */
const featureGroups = [
  { id: 'chat', features: [{ id: 'modelChat', icon: MessagesSquare }, { id: 'assistants', icon: Bot }] },
  { id: 'knowledge', features: [{ id: 'knowledgeCentre', icon: Library }, { id: 'documentAnalysis', icon: FileSearch }] },
  { id: 'research', features: [{ id: 'webSearch', icon: Globe }, { id: 'deepResearch', icon: Telescope }] },
  { id: 'language', features: [{ id: 'audio', icon: AudioLines }, { id: 'swissSpelling', icon: SpellCheck }] },
  { id: 'integration', features: [{ id: 'openAiApi', icon: CodeXml }, { id: 'academy', icon: GraduationCap }] },
] as const satisfies ReadonlyArray<{ id: string; features: ReadonlyArray<{ id: PlatformFeatureId; icon: IconFeature['icon'] }> }>;

/** The chat's core functions, in the page's order, each with its icon. */
const coreFunctions = [
  { id: 'write', icon: PenLine },
  { id: 'summarise', icon: ListChecks },
  { id: 'translate', icon: Languages },
  { id: 'askDocuments', icon: FileText },
  { id: 'researchWeb', icon: Search },
  { id: 'analyseData', icon: FileSpreadsheet },
  { id: 'transcribeAudio', icon: Mic },
  { id: 'developIdeas', icon: Lightbulb },
] as const;

/** The steps to productive use, in their order. */
const howItWorksSteps = ['firstConversation', 'dataWorkshop', 'onboarding', 'operation'] as const;

/** The organisations that work with us, by id: their names as they write them and their logos under `public/images/home/`. */
const organisations = sampleValue({
  stiftungBeispiel: { name: 'Stiftung Beispiel', logo: 'logo-stiftung-beispiel.svg' },
  musterTreuhand: { name: 'Muster Treuhand AG', logo: 'logo-muster-treuhand.svg' },
  vereinBeispielhilfe: { name: 'Verein Beispielhilfe', logo: 'logo-verein-beispielhilfe.svg' },
  exempelBau: { name: 'Exempel Bau GmbH', logo: 'logo-exempel-bau.svg' },
  spitexBeispieltal: { name: 'Spitex Beispieltal', logo: 'logo-beispiel-spitex.svg' },
  musterKommunikation: { name: 'Muster Kommunikation', logo: 'logo-muster-kommunikation.svg' },
} as const, 'Kundinnen und Kunden mit Logo (public/images/home/)');

type OrganisationId = keyof typeof organisations;

/** The customers quoted, in the page's order: who they are and where they work. */
const testimonials = sampleValue([
  { id: 'regula', author: 'Regula Beispiel', organisation: 'stiftungBeispiel' },
  { id: 'urs', author: 'Urs Muster', organisation: 'musterTreuhand' },
  { id: 'sandra', author: 'Sandra Exempel', organisation: 'vereinBeispielhilfe' },
] as const satisfies ReadonlyArray<{ id: string; author: string; organisation: OrganisationId }>, 'Zitierte Kundinnen und Kunden; ihre Zitate in src/content/words/home.json');

/** The logos under «these organisations work with us», in their order. */
const trustLogos = ['stiftungBeispiel', 'musterTreuhand', 'vereinBeispielhilfe', 'exempelBau', 'spitexBeispieltal', 'musterKommunikation'] as const satisfies ReadonlyArray<OrganisationId>;

/** The security claims, in the page's order, each with its icon. */
const trustClaims = [
  { id: 'hosting', icon: MapPin },
  { id: 'certifiedPartner', icon: BadgeCheck },
  { id: 'dataProtection', icon: Scale },
  { id: 'encryption', icon: Lock },
  { id: 'soc2', icon: ShieldCheck },
] as const;

/** The Academy teaser's facts, in their order; the first is the programme's length in weeks. */
const academyFacts = [{ id: 'weeks', figure: cohortProgramme.weeks }, { id: 'remote' }, { id: 'live' }, { id: 'language' }] as const;

/** Logos are drawn at one size, so nothing shifts while they load. */
const LOGO_SIZE = { width: 160, height: 48 };

type FeatureGroupId = (typeof featureGroups)[number]['id'];
type CoreFunctionId = (typeof coreFunctions)[number]['id'];
type StepId = (typeof howItWorksSteps)[number];
type TestimonialId = (typeof testimonials)[number]['id'];
type TrustClaimId = (typeof trustClaims)[number]['id'];
type WordedAcademyFactId = Exclude<(typeof academyFacts)[number]['id'], 'weeks'>;

/**
 * What a language writes for the home page. Templates may name the brand
 * as `{brand}` and the operator's city as `{city}`; the support step
 * quotes the support hours as `{supportFrom}` and `{supportUntil}`, the
 * intro call its length as `{introMinutes}`, the steps the onboarding's
 * `{weeksToProductive}`, `{workshopHours}` and `{onboardingHours}`, the Academy teaser any of the
 * programme's facts (`cohortFacts`: `{weeks}`, `{teachWeeks}`, `{firstSeat}`…).
 */
export interface HomeWords {
  hero: PageIntroContent & {
    lead: Template;
    /** The button's label: it leads to the free intro call. */
    primaryCta: string;
    chatLabel: string;
    facts: ReadonlyArray<string>;
    /** The chat preview's texts; its product name and model are the same in every language. */
    preview: Omit<HeroContent['preview'], 'product' | 'model'>;
  };
  featureGroups: SectionIntro & { groups: Readonly<Record<FeatureGroupId, { title: string }>> };
  coreFunctions: SectionIntro & { functions: Readonly<Record<CoreFunctionId, { title: string; text: string }>> };
  howItWorks: SectionIntro & { steps: Readonly<Record<StepId, { title: string; text: Template }>> };
  /** Each quote and its author's role, by the customer's id; who they are is in the structure. */
  testimonials: SectionIntro & { testimonials: Readonly<Record<TestimonialId, { quote: string; role: string }>> };
  /** `detailsLink` is the label of the link to the pricing page. */
  pricing: SectionIntro & { detailsLink: string };
  foundingStory: {
    eyebrow: string;
    title: Template;
    paragraphs: ReadonlyArray<Template>;
    signature: Template;
    /** `cta` is the button's label: it leads to the free intro call; `meta` may name its length as `{introMinutes}`. */
    offer: { title: string; meta: ReadonlyArray<Template>; points: ReadonlyArray<Template>; cta: string };
  };
  trust: SectionIntro & {
    claims: Readonly<Record<TrustClaimId, { title: string; text: string }>>;
    logosTitle: Template;
  };
  academy: Omit<AcademyTeaserContent, 'facts' | 'priceNote' | 'cta'> & {
    /** The programme's length is a figure: its fact has only a label. */
    facts: { weeks: { label: string } } & Readonly<Record<WordedAcademyFactId, { value: string; label: string }>>;
    /** The seat prices: `{firstSeat}`, `{furtherSeat}`. */
    priceNote: Template;
    /** The label of the link to the Academy. */
    cta: string;
  };
  /** `cta` is the button's label: it leads to the free intro call; `text` may name its length as `{introMinutes}`. */
  closingCta: { title: string; text: Template; cta: string; contactPrefix: string };
}

/** The module as each language writes it (src/content/words/home.json), for the registry (siteContent.ts). */
export const homeModule = contentModule(
  (
    { homeWords: words }: { homeWords: HomeWords },
    locale,
    needs: { platformFeatures: { platformFeatures: PlatformFeatures } },
  ): { homeContent: HomeContent } => {
    const format = formatterFor(locale);
    const introCall = introCallIn(locale);
    const { supportHours } = businessPlanIncludes;
    const facts = {
      // The Academy teaser names the programme's weeks and seat prices.
      ...cohortFacts(locale),
      brand: operator.brand,
      city: format.place(operator.address.city),
      supportFrom: format.time(supportHours.from, { short: true }),
      supportUntil: format.time(supportHours.until, { short: true }),
      introMinutes: format.number(callMinutes.introCall),
      weeksToProductive: format.number(businessPlanIncludes.onboarding.weeksToProductive),
      workshopHours: format.number(businessPlanIncludes.onboarding.workshopHours),
      onboardingHours: format.number(businessPlanIncludes.onboarding.supportHours),
    };
    const logoOf = (id: OrganisationId): LocalImage => ({ src: `/images/home/${organisations[id].logo}`, alt: organisations[id].name, ...LOGO_SIZE });
    const { hero, foundingStory, trust, academy } = words;
    return {
      homeContent: {
        hero: {
          ...hero,
          lead: fillIn(hero.lead, facts),
          primaryCta: { label: hero.primaryCta, ...introCall },
          preview: { ...hero.preview, product: `${operator.brand} Chat`, model: previewModel },
        },
        featureGroups: {
          eyebrow: words.featureGroups.eyebrow,
          title: words.featureGroups.title,
          intro: words.featureGroups.intro,
          groups: featureGroups.map((group) => ({
            id: group.id,
            title: words.featureGroups.groups[group.id].title,
            features: group.features.map(({ id, icon }) => ({ icon, ...needs.platformFeatures.platformFeatures[id] })),
          })),
        },
        coreFunctions: {
          eyebrow: words.coreFunctions.eyebrow,
          title: words.coreFunctions.title,
          intro: words.coreFunctions.intro,
          functions: coreFunctions.map(({ id, icon }) => ({ icon, ...words.coreFunctions.functions[id] })),
        },
        howItWorks: {
          eyebrow: words.howItWorks.eyebrow,
          title: words.howItWorks.title,
          intro: fillIn(words.howItWorks.intro, facts),
          steps: howItWorksSteps.map((id) => ({ title: words.howItWorks.steps[id].title, text: fillIn(words.howItWorks.steps[id].text, facts) })),
        },
        testimonials: {
          eyebrow: words.testimonials.eyebrow,
          title: words.testimonials.title,
          intro: words.testimonials.intro,
          testimonials: testimonials.map(({ id, author, organisation }) => ({
            quote: words.testimonials.testimonials[id].quote,
            author,
            role: words.testimonials.testimonials[id].role,
            company: organisations[organisation].name,
            logo: logoOf(organisation),
          })),
        },
        pricing: { ...words.pricing, detailsLink: { label: words.pricing.detailsLink, to: localizedPagePaths.pricing[locale] } },
        foundingStory: {
          eyebrow: foundingStory.eyebrow,
          title: fillIn(foundingStory.title, facts),
          paragraphs: foundingStory.paragraphs.map((paragraph) => fillIn(paragraph, facts)),
          signature: fillIn(foundingStory.signature, facts),
          offer: {
            title: foundingStory.offer.title,
            meta: foundingStory.offer.meta.map((item) => fillIn(item, facts)),
            points: foundingStory.offer.points.map((point) => fillIn(point, facts)),
            cta: { label: foundingStory.offer.cta, ...introCall },
          },
        },
        trust: {
          eyebrow: trust.eyebrow,
          title: trust.title,
          intro: trust.intro,
          claims: trustClaims.map(({ id, icon }) => ({ icon, ...trust.claims[id] })),
          logosTitle: fillIn(trust.logosTitle, facts),
          logos: trustLogos.map(logoOf),
        },
        academy: {
          ...academy,
          text: fillIn(academy.text, facts),
          programme: academy.programme.map((item) => fillIn(item, facts)),
          facts: academyFacts.map((fact) => ('figure' in fact ? { value: format.number(fact.figure), label: academy.facts[fact.id].label } : academy.facts[fact.id])),
          priceNote: fillIn(academy.priceNote, facts),
          cta: { label: academy.cta, to: localizedPagePaths.academy[locale] },
        },
        closingCta: { ...words.closingCta, text: fillIn(words.closingCta.text, facts), cta: { label: words.closingCta.cta, ...introCall }, email: operator.email },
      },
    };
  },
);
