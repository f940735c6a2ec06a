import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import { useIntegrations } from '../../integrations/IntegrationsContext';
import type { ClosingCtaContent } from '../../content/home';

export interface ClosingCtaProps {
  content: ClosingCtaContent;
}

const TITLE_ID = 'home-closing-cta-title';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 7fr 5fr;
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
`;

const Contact = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inverseMuted};

  a {
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The last invitation on the page: book the free consultation. */
export function ClosingCta({ content }: ClosingCtaProps) {
  const { reportConversion } = useIntegrations();
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
          <LinkButton to={content.cta.to} size="lg" onClick={() => reportConversion(content.cta.to)}>
            {content.cta.label}
          </LinkButton>
          <Contact>
            {content.contactPrefix} <a href={`mailto:${content.email}`}>{content.email}</a>
          </Contact>
        </Actions>
      </Layout>
    </Section>
  );
}
