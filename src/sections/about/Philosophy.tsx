import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Columns } from '../../components/Columns';
import { ProseColumn, ProseParagraph } from '../../components/ProseColumn';
import type { PhilosophyContent } from '../../content/about';
import { theme } from '../../design/theme';
import { tileSurface } from '../../components/surfaces';

export interface PhilosophyProps {
  /** Eyebrow, title, the paragraphs of our stance and the founder's statement with name and role. */
  content: PhilosophyContent;
}

const TITLE_ID = 'about-philosophy-title';

const Statement = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[6]};
  border-left: ${theme.borderWidths.heavy} solid ${theme.colors.accent};
  ${tileSurface({ ground: 'paper', edge: 'none' })}
`;

const Quote = styled.blockquote`
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.body};
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  font-size: ${theme.fontSizes.sm};

  span {
    color: ${theme.colors.inkMuted};
  }
`;

/** What we believe in, beside a statement by the founder in their own words. */
export function Philosophy({ content }: PhilosophyProps) {
  const { statement } = content;
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <Columns $split="7-5" $align="center">
        <ProseColumn>
          <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} flush />
          {content.paragraphs.map((paragraph) => (
            <ProseParagraph key={paragraph}>{paragraph}</ProseParagraph>
          ))}
        </ProseColumn>
        <Statement>
          <Quote>
            <p>«{statement.quote}»</p>
          </Quote>
          <Caption>
            <strong>{statement.author}</strong>
            <span>{statement.role}</span>
          </Caption>
        </Statement>
      </Columns>
    </Section>
  );
}
