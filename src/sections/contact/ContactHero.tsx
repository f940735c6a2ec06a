import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Eyebrow } from '../../components/SectionIntro';
import type { ContactContent } from '../../content/contact';

const TITLE_ID = 'contact-title';

const Lead = styled.p`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The page's title and a sentence on who answers. */
export function ContactHero({ content }: { content: ContactContent['hero'] }) {
  return (
    <Section labelledBy={TITLE_ID} spacing="compact">
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <Heading level={1} id={TITLE_ID}>
        {content.title}
      </Heading>
      <Lead>{content.lead}</Lead>
    </Section>
  );
}
