import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import type { CoreFunctionsContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface CoreFunctionsProps {
  /** The section's words (`CoreFunctionsContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: CoreFunctionsContent;
}

const TITLE_ID = 'home-core-functions-title';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};

  p {
    color: ${theme.colors.inkMuted};
  }
`;

/** The eight things the chat does every day, as a list that can be counted. */
export function CoreFunctions({ content }: CoreFunctionsProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: [6, 5], lg: [7, 6] }} aria-labelledby={TITLE_ID}>
        {content.functions.map((item) => (
          <Item key={item.title}>
            <Icon icon={item.icon} size="lg" />
            <Heading level={3} size="sm">
              {item.title}
            </Heading>
            <p>{item.text}</p>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}
