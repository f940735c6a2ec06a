import { PageIntro } from '../../components/PageIntro';
import type { PageIntroContent } from '../../content/types';

export interface FaqIntroProps {
  /** Eyebrow, the page's h1 and the lead. */
  content: PageIntroContent;
}

/** The opening of /de/faq. */
export function FaqIntro({ content }: FaqIntroProps) {
  return <PageIntro titleId="faq-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead} />;
}
