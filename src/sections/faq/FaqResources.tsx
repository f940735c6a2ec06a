import styled from 'styled-components';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import { Section } from '../../components/Section';
import { Eyebrow, SectionIntro } from '../../components/SectionIntro';
import type { FaqResourcesContent } from '../../content/faq';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface FaqResourcesProps {
  /** Eyebrow, title, intro and one card per publication, each with its link to the publisher. */
  content: FaqResourcesContent;
}

const TITLE_ID = 'faq-resources-title';

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
      <Grid element="ul" columns={{ base: 1, md: 2 }} gap={{ base: 5 }} aria-labelledby={TITLE_ID}>
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
