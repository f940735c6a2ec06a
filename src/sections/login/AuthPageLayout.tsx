import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import type { LinkContent } from '../../content/types';
import { media, theme } from '../../design/theme';

export interface AuthPageLayoutProps {
  /** The way back, above the heading. */
  backLink: LinkContent;
  /** The page's h1. */
  heading: string;
  /** The sentence under the heading. */
  lead: string;
  /** Short facts, each with a shield: beside the card on large screens, after it on small ones. */
  facts: ReadonlyArray<string>;
  /** What the card holds: the page's form. */
  children: ReactNode;
}

/* Small screens: intro, form, facts (the form comes early). Large screens:
   intro and facts on the left, the form beside them. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'intro' 'form' 'facts';
  gap: ${theme.space[6]};

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'intro form' 'facts form';
    column-gap: ${theme.space[9]};
    row-gap: ${theme.space[6]};
  }
`;

const Intro = styled.div`
  grid-area: intro;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};

  ${media.lg} {
    padding-top: ${theme.space[6]};
  }
`;

const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  align-self: flex-start;
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.inkMuted};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.ink};
    text-decoration: underline;
  }
`;

const Lead = styled.p`
  max-width: ${theme.measure.form};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkMuted};
`;

const Facts = styled.ul`
  grid-area: facts;
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} 0 0;
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[3]};
    max-width: ${theme.measure.narrow};
    font-size: ${theme.fontSizes.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: ${theme.nudges.sm};
    color: ${theme.colors.success};
  }
`;

const FormCard = styled(Card)`
  grid-area: form;
  align-self: start;
  padding: ${theme.space[5]};
  box-shadow: ${theme.shadows.md};

  ${media.md} {
    padding: ${theme.space[7]};
    padding-top: ${theme.space[5]};
  }
`;

/**
 * The opening of the pages around signing in (/de/login, /de/reset-password):
 * a way back, the page's h1 and lead, a few facts, and the card with the
 * form (beside the text on large screens, right after the lead on small ones).
 */
export function AuthPageLayout({ backLink, heading, lead, facts, children }: AuthPageLayoutProps) {
  return (
    <Grid>
      <Intro>
        <BackLink href={backLink.to}>
          <Icon icon={ArrowLeft} size="sm" />
          {backLink.label}
        </BackLink>
        <Heading level={1} size="xl">
          {heading}
        </Heading>
        <Lead>{lead}</Lead>
      </Intro>
      <FormCard>{children}</FormCard>
      <Facts>
        {facts.map((fact) => (
          <li key={fact}>
            <Icon icon={ShieldCheck} size="sm" />
            {fact}
          </li>
        ))}
      </Facts>
    </Grid>
  );
}
