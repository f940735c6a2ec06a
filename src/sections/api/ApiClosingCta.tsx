import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import type { ApiClosingCtaContent } from '../../content/apiProducts';

export interface ApiClosingCtaProps {
  content: ApiClosingCtaContent;
}

const TITLE_ID = 'api-closing-cta-title';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: end;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Text = styled.p`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inverseMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  /* The blue focus ring is too faint on the dark band. */
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Login = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inverseMuted};

  a {
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The last invitation on the API page: register, or talk to us first. */
export function ApiClosingCta({ content }: ApiClosingCtaProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="inverse">
      <Layout>
        <div>
          <Heading level={2} id={TITLE_ID}>
            {content.title}
          </Heading>
          <Text>{content.text}</Text>
        </div>
        <Actions>
          <Buttons>
            <LinkButton href={content.register.href} newTab={false} size="lg">
              {content.register.label}
            </LinkButton>
            <LinkButton to={content.contact.to} size="lg" variant="secondary" tone="dark">
              {content.contact.label}
            </LinkButton>
          </Buttons>
          <Login>
            {content.login.prompt} <Link to={content.login.link.to}>{content.login.link.label}</Link>
          </Login>
        </Actions>
      </Layout>
    </Section>
  );
}
