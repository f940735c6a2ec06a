import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import type { LoginContent } from '../../content/login';
import { AuthTabs } from './AuthTabs';

export interface LoginPanelProps extends Omit<ComponentProps<typeof AuthTabs>, 'content'> {
  /** The login page's copy: back link, heading, lead, the two forms and the security facts. */
  content: LoginContent;
}

/* Small screens: intro, form, facts (the form comes early). Large screens:
   intro and facts on the left, the form beside them. */
const Grid = styled.div`
  display: grid;
  grid-template-areas: 'intro' 'form' 'facts';
  gap: ${({ theme }) => theme.space[6]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'intro form' 'facts form';
    column-gap: ${({ theme }) => theme.space[9]};
    row-gap: ${({ theme }) => theme.space[6]};
  }
`;

const Intro = styled.div`
  grid-area: intro;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    padding-top: ${({ theme }) => theme.space[6]};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-start;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
  }
`;

const Lead = styled.p`
  max-width: ${({ theme }) => theme.measure.form};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Facts = styled.ul`
  grid-area: facts;
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} 0 0;
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    max-width: ${({ theme }) => theme.measure.narrow};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.nudges.sm};
    color: ${({ theme }) => theme.colors.success};
  }
`;

const FormCard = styled(Card)`
  grid-area: form;
  align-self: start;
  padding: ${({ theme }) => theme.space[5]};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space[7]};
    padding-top: ${({ theme }) => theme.space[5]};
  }
`;

/**
 * The opening of /de/login: a way back, the page's h1 and lead, the security
 * facts, and the card with the login and signup tabs (beside the text on
 * large screens, right after the lead on small ones).
 */
export function LoginPanel({ content, ...handlers }: LoginPanelProps) {
  return (
    <Grid>
      <Intro>
        <BackLink to={content.backLink.to}>
          <Icon icon={ArrowLeft} size="sm" />
          {content.backLink.label}
        </BackLink>
        <Heading level={1} size="xl">
          {content.heading}
        </Heading>
        <Lead>{content.lead}</Lead>
      </Intro>
      <FormCard>
        <AuthTabs content={content} {...handlers} />
      </FormCard>
      <Facts>
        {content.facts.map((fact) => (
          <li key={fact}>
            <Icon icon={ShieldCheck} size="sm" />
            {fact}
          </li>
        ))}
      </Facts>
    </Grid>
  );
}
