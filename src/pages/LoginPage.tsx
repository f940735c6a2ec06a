import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Card } from '../components/Card';
import { Heading } from '../components/Heading';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { loginContent } from '../content/login';
import { operator } from '../content/operator';
import { AuthTabs } from '../sections/login/AuthTabs';
import { TrustedByStrip } from '../sections/login/TrustedByStrip';

/**
 * The form hands on `{ email, password }`, but the site has no login of its
 * own: it forwards the visitor to the app, where they sign in. Neither the
 * password nor the e-mail goes along — not in the URL, not in storage, not
 * in a log.
 */
const goToAppLogin = () => window.location.assign(operator.app.login);
const goToAppRegistration = () => window.location.assign(operator.app.register);

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
  min-height: 2.75rem;
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
  max-width: 32rem;
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
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    max-width: 30rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.15rem;
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

/** /de/login: login and signup in two tabs, then the «trusted by» strip. */
export function LoginPage() {
  return (
    <>
      <Section spacing="compact">
        <Grid>
          <Intro>
            <BackLink to={loginContent.backLink.to}>
              <Icon icon={ArrowLeft} size="sm" />
              {loginContent.backLink.label}
            </BackLink>
            <Heading level={1} size="xl">
              {loginContent.heading}
            </Heading>
            <Lead>{loginContent.lead}</Lead>
          </Intro>
          <FormCard>
            <AuthTabs content={loginContent} onLogin={goToAppLogin} onSignup={goToAppRegistration} onSocialSignIn={goToAppLogin} />
          </FormCard>
          <Facts>
            {loginContent.facts.map((fact) => (
              <li key={fact}>
                <Icon icon={ShieldCheck} size="sm" />
                {fact}
              </li>
            ))}
          </Facts>
        </Grid>
      </Section>
      <Section tone="surface" spacing="compact" labelledBy="login-trusted-by">
        <TrustedByStrip copy={loginContent.trustedBy} headingId="login-trusted-by" />
      </Section>
    </>
  );
}
