import styled from 'styled-components';
import { CalendarClock } from 'lucide-react';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Icon } from '../../components/Icon';
import type { PartnersContent } from '../../content/about';

export interface PartnersProps {
  /** Eyebrow, title, who we work with, and the note that the overview follows. */
  content: PartnersContent;
}

const TITLE_ID = 'about-partners-title';

const Paragraph = styled.p`
  max-width: ${({ theme }) => theme.measure.text};
  margin-top: ${({ theme }) => theme.space[4]};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex-shrink: 0;
  }
`;

/** Who we work with, and the plain note that the overview of partners follows soon. */
export function Partners({ content }: PartnersProps) {
  return (
    <Section labelledBy={TITLE_ID} staticHtml>
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
