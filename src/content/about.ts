/**
 * /de/about: mission, how we work, the team, our stance, partners, and an
 * invitation to talk. The five people are samples with obviously sample names
 * and LinkedIn addresses; the operator replaces them here and adds real photos
 * under `public/images/about/`.
 */
import type { ClosingCtaContent, ExternalLinkContent, IconFeature, LocalImage, PageIntroContent, SectionIntro } from './types';

/** One person of the team, as the specification lists them: name, role, bio, photo and an optional LinkedIn profile. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  photo: LocalImage;
  /** The profile, named for the person; `null` for those without one. */
  linkedin: ExternalLinkContent | null;
}

export interface AboutIntroContent extends PageIntroContent {
  /** The mission in a few sentences, under the lead. */
  mission: ReadonlyArray<string>;
}

export interface WorkingPrinciplesContent extends SectionIntro {
  principles: ReadonlyArray<IconFeature>;
}

export interface TeamContent extends SectionIntro {
  members: ReadonlyArray<TeamMember>;
  /** Names the placeholder that stands in for a photo that cannot be loaded. */
  photoMissing: string;
}

/** Our stance in a few paragraphs, and a statement by the founder in their own words. */
export interface PhilosophyContent {
  eyebrow: string;
  title: string;
  paragraphs: ReadonlyArray<string>;
  statement: { quote: string; author: string; role: string };
}

/** Who we work with; the overview itself is still to come. */
export interface PartnersContent {
  eyebrow: string;
  title: string;
  paragraphs: ReadonlyArray<string>;
  /** A short status line: the overview is on its way. */
  status: string;
}

export interface AboutContent {
  intro: AboutIntroContent;
  principles: WorkingPrinciplesContent;
  team: TeamContent;
  philosophy: PhilosophyContent;
  partners: PartnersContent;
  closing: ClosingCtaContent;
}

