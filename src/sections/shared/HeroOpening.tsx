import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Eyebrow } from '../../components/SectionIntro';
import { Columns } from '../../components/Columns';
import { Lead } from '../../components/Lead';
import { theme } from '../../design/theme';

export interface HeroOpeningProps {
  /** The id of the page's h1, which names the section. */
  titleId: string;
  /** The short line above the h1. */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  /** The sentence or two under the h1. */
  lead: string;
  /** The page's calls to action, side by side, wrapping on a phone (buttons or links). */
  actions: ReactNode;
  /** What follows the actions in the text's column: a note, the facts. */
  children?: ReactNode;
  /** What the product looks like, beside the text on a laptop and under it on a phone. */
  aside: ReactNode;
}

/** A hero's calls to action under its lead, side by side, wrapping on a phone (also the Academy's, whose opening is a PageIntro). */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

/**
 * The first screen of a page that opens with the product (the home page,
 * the API products): eyebrow, h1, lead and calls to action in the wider
 * column, a picture of the product drawn in HTML in the narrower one.
 */
export function HeroOpening({ titleId, eyebrow, title, lead, actions, children, aside }: HeroOpeningProps) {
  return (
    <Section labelledBy={titleId} spacing="spacious">
      <Columns $split="7-5" $align="center">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          <Lead $measure="lead">{lead}</Lead>
          <HeroActions>{actions}</HeroActions>
          {children}
        </div>
        {aside}
      </Columns>
    </Section>
  );
}
