import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from './Heading';
import { media, theme } from '../design/theme';

export interface SectionIntroProps {
  /** The section's h2; `titleId` lets the section and its lists refer to it. */
  title: string;
  /** Id of the h2, so the section and its lists can be named after it. */
  titleId: string;
  /** A short label above the title. */
  eyebrow?: string;
  /** One or two sentences under the title. */
  intro?: string;
  /** A link or button set beside the text on wide screens, e.g. «Alle Preise ansehen». */
  action?: ReactNode;
  /** No space below, for intros that sit inside a layout of their own. */
  flush?: boolean;
}

/** The small uppercase label above a section title. */
export const Eyebrow = styled.p`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
  margin-bottom: ${theme.space[3]};
`;

const Intro = styled.p`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[4]};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.inkMuted};
`;

const Header = styled.header<{ $flush: boolean; $withAction: boolean }>`
  max-width: ${({ $withAction }) => ($withAction ? 'none' : theme.measure.intro)};
  margin-bottom: ${({ $flush }) => ($flush ? 0 : theme.space[7])};
  display: ${({ $withAction }) => ($withAction ? 'flex' : 'block')};
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[5]};

  ${media.md} {
    margin-bottom: ${({ $flush }) => ($flush ? 0 : theme.space[8])};
  }
`;

const Text = styled.div`
  min-width: 0;
  max-width: ${theme.measure.intro};
`;

/** Eyebrow, title and intro that open a section, the same on every page; an action beside them where given. */
export function SectionIntro({ title, titleId, eyebrow, intro, action, flush = false }: SectionIntroProps) {
  return (
    <Header $flush={flush} $withAction={Boolean(action)}>
      <Text>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {intro && <Intro>{intro}</Intro>}
      </Text>
      {action}
    </Header>
  );
}
