/**
 * What the platform does, feature by feature, in the words the home page's
 * feature groups show (with their icons) and the FAQ quotes in its answers.
 * Text only: a page that quotes a feature loads neither the home page's
 * content nor its icons. The features are listed here; each language words
 * them in `src/content/words/platformFeatures.json`.
 */
import { contentModule } from './contentModule';
import type { FeatureText } from './types';

/** The platform's features, by the id the home page and the FAQ quote them with. */
const platformFeatureIds = ['modelChat', 'assistants', 'knowledgeCentre', 'documentAnalysis', 'webSearch', 'deepResearch', 'audio', 'swissSpelling', 'openAiApi', 'academy'] as const;

export type PlatformFeatureId = (typeof platformFeatureIds)[number];

/** Every feature in words: a title and a sentence or two. */
export type PlatformFeatures = Readonly<Record<PlatformFeatureId, FeatureText>>;

/** What a language writes: each feature's title and text, by its id. */
export type PlatformFeaturesWords = PlatformFeatures;

/** The module as each language writes it (src/content/words/platformFeatures.json), for the registry (siteContent.ts). */
export const platformFeaturesModule = contentModule(
  ({ platformFeaturesWords: words }: { platformFeaturesWords: PlatformFeaturesWords }): { platformFeatures: PlatformFeatures } => ({
    platformFeatures: Object.fromEntries(platformFeatureIds.map((id) => [id, words[id]])) as Record<PlatformFeatureId, FeatureText>,
  }),
);
