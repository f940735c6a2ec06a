/**
 * /de/roadmap: what the platform gained, quarter by quarter, what the next
 * release brings and what lies further out. A dated snapshot: the «Stand»
 * says when it was written, so nobody reads an old plan as today's promise.
 * The periods, their items and statuses and the date are here; what each
 * language says about them is in `src/content/words/roadmap.json`.
 */
import type { Locale } from '../lib/locales';
import { formatterFor } from '../lib/format';
import { fillIn, type Template } from '../lib/template';
import type { ClosingCtaContent, FeatureText, PageIntroContent } from './types';
import { contentModule } from './contentModule';
import { introCallIn } from './links';
import { operator } from './operator';

/** Where an item stands; every status is shown as text, never by colour alone. */
export type RoadmapStatus = 'completed' | 'nextRelease' | 'planned';

export interface RoadmapItem {
  title: string;
  text: string;
  status: RoadmapStatus;
}

/** A quarter or the horizon: one anchored part of the roadmap. */
export interface RoadmapPeriod {
  /** The anchor, e.g. `q1-2025`, which the table of contents links to. */
  id: string;
  title: string;
  /** One sentence on what the period stands for. */
  summary: string;
  items: ReadonlyArray<RoadmapItem>;
}

export interface RoadmapIntroContent extends PageIntroContent {
  /** What stands before the date under the lead, with the punctuation the language puts there: «Stand:», «Aggiornato al». */
  updatedLabel: string;
  /** The date as read, and as a machine-readable `YYYY-MM-DD`. */
  updated: { display: string; iso: string };
  snapshotNote: string;
}

export interface RoadmapContent {
  intro: RoadmapIntroContent;
  /** The table of contents' name, for its navigation landmark and heading. */
  tocTitle: string;
  statusLabels: Record<RoadmapStatus, string>;
  /** Newest first: the next release, the completed quarters, then the horizon. */
  periods: ReadonlyArray<RoadmapPeriod>;
  closing: ClosingCtaContent;
}

/** The day the roadmap was written down, its «Stand». */
const roadmapUpdatedOn = '2025-04-15';

/**
 * The periods, newest first: the quarter of the next release, the completed
 * quarters, then the horizon (no quarter), each with its items and their
 * statuses.
 */
const periods = [
  {
    id: 'q2-2025',
    quarter: { number: 2, year: 2025 },
    nextRelease: true,
    items: [
      { id: 'swissEmbeddings', status: 'nextRelease' },
      { id: 'anonymisation', status: 'nextRelease' },
    ],
  },
  {
    id: 'q1-2025',
    quarter: { number: 1, year: 2025 },
    items: [
      { id: 'mcp', status: 'completed' },
      { id: 'meetingTranscription', status: 'completed' },
    ],
  },
  {
    id: 'q4-2024',
    quarter: { number: 4, year: 2024 },
    items: [
      { id: 'iterativeDocuments', status: 'completed' },
      { id: 'openApiGateway', status: 'completed' },
    ],
  },
  {
    id: 'q2-2024',
    quarter: { number: 2, year: 2024 },
    items: [
      { id: 'toolServers', status: 'completed' },
      { id: 'voiceRights', status: 'completed' },
    ],
  },
  {
    id: 'q1-2024',
    quarter: { number: 1, year: 2024 },
    items: [
      { id: 'temporaryChats', status: 'completed' },
      { id: 'codeExecutionSwitch', status: 'completed' },
    ],
  },
  {
    id: 'horizon',
    quarter: null,
    items: [
      { id: 'autonomousAgents', status: 'planned' },
      { id: 'multilingualChat', status: 'planned' },
    ],
  },
] as const satisfies ReadonlyArray<{
  id: string;
  quarter: { number: number; year: number } | null;
  nextRelease?: true;
  items: ReadonlyArray<{ id: string; status: RoadmapStatus }>;
}>;

type PeriodFacts = (typeof periods)[number];

/** The year of the oldest quarter on the roadmap: what it tells «since». */
export const roadmapSince = Math.min(...periods.flatMap((period) => (period.quarter ? [period.quarter.year] : [])));

/** What a language writes for /roadmap: every text, each period's and item's by its id. */
export interface RoadmapWords {
  /** `lead` may name the year of the oldest quarter as `{since}`. */
  intro: Omit<PageIntroContent, 'lead'> & {
    lead: Template;
    /** Before the date, with its punctuation if the language puts any: «Stand:», «État au», «Aggiornato al», «As of». */
    updatedLabel: string;
    snapshotNote: string;
  };
  tocTitle: string;
  statusLabels: Readonly<Record<RoadmapStatus, string>>;
  periodTitles: {
    /** A quarter: `{number}` the quarter, `{year}` its year. */
    quarter: Template;
    /** The quarter of the next release: `{quarter}` as `quarter` writes it. */
    nextRelease: Template;
    /** The period without a quarter. */
    horizon: string;
  };
  periods: { readonly [Period in PeriodFacts as Period['id']]: { summary: string; items: Readonly<Record<Period['items'][number]['id'], FeatureText>> } };
  /** `cta` is the button's label: it leads to the free intro call. */
  closing: { title: string; text: string; cta: string; contactPrefix: string };
}

/** A period's title: its quarter, as the next release's where it is one, or the horizon. */
function periodTitle(period: PeriodFacts, titles: RoadmapWords['periodTitles']): string {
  if (!period.quarter) return titles.horizon;
  // Years are written without grouping («2025»), so they do not go through the formatter.
  const quarter = fillIn(titles.quarter, { number: period.quarter.number, year: period.quarter.year });
  return 'nextRelease' in period ? fillIn(titles.nextRelease, { quarter }) : quarter;
}

/** The module as each language writes it (src/content/words/roadmap.json), for the registry (siteContent.ts). */
export const roadmapModule = contentModule(({ roadmapWords: words }: { roadmapWords: RoadmapWords }, locale: Locale): { roadmapContent: RoadmapContent } => {
  const { intro } = words;
  return {
    roadmapContent: {
      intro: { ...intro, lead: fillIn(intro.lead, { since: roadmapSince }), updated: { display: formatterFor(locale).date(roadmapUpdatedOn), iso: roadmapUpdatedOn } },
      tocTitle: words.tocTitle,
      statusLabels: words.statusLabels,
      periods: periods.map((period) => {
        const periodWords = words.periods[period.id] as { summary: string; items: Readonly<Record<string, FeatureText>> };
        return {
          id: period.id,
          title: periodTitle(period, words.periodTitles),
          summary: periodWords.summary,
          items: period.items.map(({ id, status }) => ({ ...periodWords.items[id]!, status })),
        };
      }),
      closing: { ...words.closing, cta: { label: words.closing.cta, ...introCallIn(locale) }, email: operator.email },
    },
  };
});
