/**
 * /de/about: mission, how we work, the team, our stance, partners, and an
 * invitation to talk. The five people are samples with obviously sample names
 * and LinkedIn addresses; the operator replaces them here (`teamMembers`)
 * and adds real photos under `public/images/about/`. What each language
 * says about them is in `src/content/words/about.json`.
 */
import { Handshake, ScanEye, ShieldCheck } from 'lucide-react';
import type { ClosingCtaContent, ExternalLinkContent, IconFeature, LocalImage, PageIntroContent, SectionIntro } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { introCallIn } from './links';
import { operator } from './operator';
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';

/** One person of the team, as the specification lists them: name, role, bio, photo and an optional LinkedIn profile. */
export interface TeamMember {
  /** The id of the person's card on the about page (`team-laura`): their place on the site, which an article's author links to. */
  anchor: string;
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

/** The working principles, in the page's order, each with its icon. */
const principles = [
  { id: 'together', icon: Handshake },
  { id: 'openProcesses', icon: ScanEye },
  { id: 'dataProtection', icon: ShieldCheck },
] as const;

/** The team, in the page's order: names, photos and profiles are the same in every language. */
export const teamMembers = sampleValue([
  { id: 'anna', name: 'Anna Beispiel', linkedin: 'https://www.linkedin.com/in/example-anna-beispiel' },
  { id: 'marco', name: 'Marco Muster', linkedin: 'https://www.linkedin.com/in/example-marco-muster' },
  { id: 'laura', name: 'Laura Exempel', linkedin: 'https://www.linkedin.com/in/example-laura-exempel' },
  { id: 'reto', name: 'Reto Probe', linkedin: null },
  { id: 'sofia', name: 'Sofia Vorlage', linkedin: null },
] as const, 'Das Team: Namen und LinkedIn-Profile; Porträts in public/images/about/, Rollen und Texte in src/content/words/about.json');

/** The founder, whose statement closes «our stance». */
const founderId = 'anna' satisfies TeamMemberId;

/** A square illustrated portrait, its file named after the person. */
const PORTRAIT_SIZE = 320;

type PrincipleId = (typeof principles)[number]['id'];
export type TeamMemberId = (typeof teamMembers)[number]['id'];

/** What a language writes for /about: every text, each person's role and bio by their id. */
export interface AboutWords {
  /** `lead` and `mission` may name the brand as `{brand}`, the operator's city as `{city}`. */
  intro: { eyebrow: string; title: string; lead: Template; mission: ReadonlyArray<Template> };
  principles: SectionIntro & { items: Readonly<Record<PrincipleId, { title: string; text: string }>> };
  team: {
    eyebrow: string;
    /** May name the brand as `{brand}`. */
    title: Template;
    intro: string;
    photoMissing: string;
    /** A portrait's alt text, `{name}` the person's. */
    photoAlt: Template;
    /** The name of a link to a person's profile, `{name}` theirs. */
    linkedinLabel: Template;
    members: Readonly<Record<TeamMemberId, { role: string; bio: string }>>;
  };
  /** The founder's statement is theirs: its author and role come from the team. */
  philosophy: Omit<PhilosophyContent, 'statement'> & { statement: { quote: string } };
  partners: PartnersContent;
  /** `cta` is the button's label: it leads to the free intro call. */
  closing: { title: string; text: string; cta: string; contactPrefix: string };
}

/** The id of a person's card on the about page: structure, the same in every language. */
export const teamMemberAnchor = (id: TeamMemberId): string => `team-${id}`;

/** A person's place on the site: their card on the about page in `locale`, as an author's address (`/de/about#team-laura`). */
export const teamMemberPath = (id: TeamMemberId, locale: Locale): string => `${localizedPagePaths.about[locale]}#${teamMemberAnchor(id)}`;

/** The module as each language writes it (src/content/words/about.json), for the registry (siteContent.ts). */
export const aboutModule = contentModule(({ aboutWords: words }: { aboutWords: AboutWords }, locale): { aboutContent: AboutContent } => {
  const facts = { brand: operator.brand, city: formatterFor(locale).place(operator.address.city) };
  const members = teamMembers.map(({ id, name, linkedin }): TeamMember => ({
    anchor: teamMemberAnchor(id),
    name,
    ...words.team.members[id],
    photo: { src: `/images/about/${name.toLowerCase().replace(/\s+/g, '-')}.svg`, alt: fillIn(words.team.photoAlt, { name }), width: PORTRAIT_SIZE, height: PORTRAIT_SIZE },
    linkedin: linkedin ? { label: fillIn(words.team.linkedinLabel, { name }), href: linkedin } : null,
  }));
  const founder = members[teamMembers.findIndex((member) => member.id === founderId)]!;
  return {
    aboutContent: {
      intro: { ...words.intro, lead: fillIn(words.intro.lead, facts), mission: words.intro.mission.map((paragraph) => fillIn(paragraph, facts)) },
      principles: {
        eyebrow: words.principles.eyebrow,
        title: words.principles.title,
        intro: words.principles.intro,
        principles: principles.map(({ id, icon }) => ({ icon, ...words.principles.items[id] })),
      },
      team: { eyebrow: words.team.eyebrow, title: fillIn(words.team.title, facts), intro: words.team.intro, photoMissing: words.team.photoMissing, members },
      philosophy: { ...words.philosophy, statement: { quote: words.philosophy.statement.quote, author: founder.name, role: founder.role } },
      partners: words.partners,
      closing: { ...words.closing, cta: { label: words.closing.cta, ...introCallIn(locale) }, email: operator.email },
    },
  };
});
