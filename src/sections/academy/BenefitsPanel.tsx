import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { FactList } from '../../components/FactList';
import { Heading } from '../../components/Heading';
import type { AcademyFaqContent } from '../../content/academy';
import { media, theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

export interface BenefitsPanelProps {
  /** The panel's title and what a participant gets. */
  content: AcademyFaqContent['benefits'];
}

/** Beside the questions on large screens. */
const Sidebar = styled.div`
  display: none;

  ${media.lg} {
    display: block;
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space[5]});
    padding: ${theme.space[6]};
    ${cardSurface({ ground: 'surface', edge: 'none' })}
  }
`;

/** Folded into an accordion after the questions on small screens, so the questions come first. */
const Folded = styled.div`
  /* It continues the questions' list, whose last row already draws the line above it. */
  & > * {
    border-top: none;
  }

  ${media.lg} {
    display: none;
  }
`;

/**
 * What a participant gets, in two shapes chosen by CSS alone (so the
 * prerendered page already has the right one): a sidebar from the large
 * breakpoint, a closed accordion item below it. The hidden shape is
 * `display: none` and so out of the accessibility tree.
 */
export function BenefitsPanel({ content }: BenefitsPanelProps) {
  return (
    <>
      <Sidebar>
        <Heading level={3} size="sm">
          {content.title}
        </Heading>
        <FactList items={content.items} layout="stacked" />
      </Sidebar>
      <Folded>
        <Accordion items={[{ id: 'benefits', title: content.title, content: <FactList items={content.items} layout="stacked" spaceAbove={5} /> }]} />
      </Folded>
    </>
  );
}
