import { PageIntro } from '../../components/PageIntro';
import type { PageIntroContent } from '../../content/types';

export interface SeoDashboardIntroProps {
  content: PageIntroContent;
}

/** The dashboard's opening: what it shows and where its figures come from. */
export function SeoDashboardIntro({ content }: SeoDashboardIntroProps) {
  return <PageIntro titleId="seo-dashboard-title" {...content} />;
}
