/**
 * /de/roadmap: what the platform gained, quarter by quarter, what the next
 * release brings and what lies further out. A dated snapshot: the «Stand»
 * says when it was written, so nobody reads an old plan as today's promise.
 */
import type { ClosingCtaContent, PageIntroContent } from './types';
import { contentModule } from './contentModule';

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
  /** «Stand», shown before the date under the lead. */
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

/** The module as each language writes it (src/content/<segment>/roadmap.ts), for the registry (siteContent.ts). */
export const roadmapModule = contentModule((words: { roadmapContent: RoadmapContent }) => words);
