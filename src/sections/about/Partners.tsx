import styled from 'styled-components';
import { CalendarClock } from 'lucide-react';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Icon } from '../../components/Icon';
import type { PartnersContent } from '../../content/about';
import { theme } from '../../design/theme';
import { tileSurface } from '../../components/surfaces';

export interface PartnersProps {
  /** Eyebrow, title, who we work with, and the note that the overview follows. */
  content: PartnersContent;
}

const TITLE_ID = 'about-partners-title';

const Paragraph = styled.p`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[4]};
  line-height: ${theme.lineHeights.body};
`;

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
  padding: ${theme.space[4]} ${theme.space[5]};
  ${tileSurface()}
  font-weight: ${theme.fontWeights.semibold};

  svg {
    flex-shrink: 0;
  }
`;

/** Who we work with, and the plain note that the overview of partners follows soon. */
export function Partners({ content }: PartnersProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} flush />
      {content.paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <Status>
        <Icon icon={CalendarClock} />
        {content.status}
      </Status>
    </Section>
  );
}
