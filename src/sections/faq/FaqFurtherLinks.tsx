import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import { Section } from '../../components/Section';
import type { FaqFurtherLinksContent } from '../../content/faq';
import { theme } from '../../design/theme';

export interface FaqFurtherLinksProps {
  /** Title, a sentence and the links: pages of the site, and the news through `/de/blog`. */
  content: FaqFurtherLinksContent;
}

const TITLE_ID = 'faq-further-title';

const Text = styled.p`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[3]};
  color: ${theme.colors.inkMuted};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`;

/**
 * Where to go when the answer is not on the page: about us, contact, news.
 * The news link is `/de/blog`, which the hosting rules redirect to the
 * operator's news; it stays in this tab like a page of the site.
 */
export function FaqFurtherLinks({ content }: FaqFurtherLinksProps) {
  return (
    <Section labelledBy={TITLE_ID} spacing="compact">
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <Text>{content.text}</Text>
      <Links>
        {content.links.map((link) =>
          'to' in link ? (
            <LinkButton key={link.label} to={link.to} variant="secondary">
              {link.label}
            </LinkButton>
          ) : (
            <LinkButton key={link.label} href={link.href} newTab={false} variant="secondary">
              {link.label}
            </LinkButton>
          ),
        )}
      </Links>
    </Section>
  );
}
