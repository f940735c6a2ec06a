import styled from 'styled-components';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import { PlainList } from '../../components/listStyles';
import { Section } from '../../components/Section';
import { Eyebrow, SectionIntro } from '../../components/SectionIntro';
import type { FaqResourcesContent } from '../../content/faq';
import { media, theme } from '../../design/theme';

export interface FaqResourcesProps {
  /** Eyebrow, title, intro and one card per publication, each with its link to the publisher. */
  content: FaqResourcesContent;
}

const TITLE_ID = 'faq-resources-title';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Text = styled.p`
  flex: 1;
  color: ${theme.colors.inkMuted};
`;

const Publisher = styled(Eyebrow)`
  margin-bottom: 0;
`;

/**
 * Further reading on data protection and AI: authorities, the law and two
 * frameworks. Each link opens the publisher's site in a new tab and says so.
 */
export function FaqResources({ content }: FaqResourcesProps) {
  return (
    <Section tone="surface" labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid aria-labelledby={TITLE_ID}>
        {content.items.map((item) => (
          <Card key={item.id} as="li">
            <Publisher>{item.publisher}</Publisher>
            <Heading level={3} size="md">
              {item.title}
            </Heading>
            <Text>{item.text}</Text>
            <div>
              <LinkButton href={item.link.href} variant="ghost">
                {item.link.label}
              </LinkButton>
            </div>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
