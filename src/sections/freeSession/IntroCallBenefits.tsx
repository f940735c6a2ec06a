import type { IntroCallBenefitsContent } from '../../content/freeSession';
import { IconFeatureCards } from '../shared/IconFeatureCards';

export interface IntroCallBenefitsProps {
  /** Eyebrow, title, intro and the three benefits, each with an icon, a title and a sentence. */
  content: IntroCallBenefitsContent;
}

/** Three cards: Swiss data security, practical use, human support. */
export function IntroCallBenefits({ content }: IntroCallBenefitsProps) {
  return <IconFeatureCards content={content} features={content.benefits} titleId="free-session-benefits-title" />;
}
