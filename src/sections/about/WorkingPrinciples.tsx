import type { WorkingPrinciplesContent } from '../../content/about';
import { IconFeatureCards } from '../shared/IconFeatureCards';

export interface WorkingPrinciplesProps {
  /** Eyebrow, title, intro and the three principles, each with an icon, a title and a sentence. */
  content: WorkingPrinciplesContent;
}

/** Three cards: shape together, open processes, data protection applied consistently. */
export function WorkingPrinciples({ content }: WorkingPrinciplesProps) {
  return <IconFeatureCards content={content} features={content.principles} titleId="about-principles-title" />;
}
