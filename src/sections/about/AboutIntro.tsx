import styled from 'styled-components';
import { PageIntro } from '../../components/PageIntro';
import type { AboutIntroContent } from '../../content/about';
import { theme } from '../../design/theme';

export interface AboutIntroProps {
  /** Eyebrow, the page's h1, the lead and the mission in a few sentences. */
  content: AboutIntroContent;
}

const Mission = styled.p`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[5]};
  line-height: ${theme.lineHeights.body};
`;

/** Who we are and what we are here for: the opening of the About page. */
export function AboutIntro({ content }: AboutIntroProps) {
  return (
    <PageIntro titleId="about-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
      {content.mission.map((paragraph) => (
        <Mission key={paragraph}>{paragraph}</Mission>
      ))}
    </PageIntro>
  );
}
