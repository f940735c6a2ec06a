/** The platformFeatures module: its words in each language (src/content/<segment>/platformFeatures.ts). */
import { contentModule } from './contentModule';
import type { FeatureText } from './types';

/** The module as each language writes it (src/content/<segment>/platformFeatures.ts), for the registry (siteContent.ts). */
export const platformFeaturesModule = contentModule((words: { platformFeatures: Readonly<Record<string, FeatureText>> }) => words);
