import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { Button } from '../../components/Button';
import { Columns } from '../../components/Columns';
import { Heading } from '../../components/Heading';
import { Section } from '../../components/Section';
import { TextField } from '../../components/TextField';
import type { FaqBrowserContent } from '../../content/faq';
import { FaqAnswer } from './FaqAnswer';
import { FaqCategoryFilter } from './FaqCategoryFilter';
import { EVERY_CATEGORY } from '../../lib/faqFilter';
import { FAQ_BROWSER_ATTRIBUTE, FAQ_CATEGORY_ATTRIBUTE, FAQ_COUNT_ATTRIBUTE, FAQ_EMPTY_ATTRIBUTE, FAQ_LIST_ATTRIBUTE, FAQ_RESET_ATTRIBUTE, FAQ_SEARCH_ATTRIBUTE } from './faqBrowserMarks';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Stack } from '../../components/Stack';

export interface FaqBrowserProps {
  /** Title, filter topics, search labels, the count and empty texts, and every question with its answer. */
  content: FaqBrowserContent;
}

const TITLE_ID = 'faq-questions-title';
const SEARCH_ID = 'faq-search';

const Count = styled.p`
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.inkMuted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'surface' })}

  p {
    max-width: ${theme.measure.text};
    color: ${theme.colors.inkMuted};
  }
`;

/** The count's words for `count` questions. */
export const countText = (count: FaqBrowserContent['count'], shown: number) => (shown === 1 ? count.one : count.other.replace('{count}', String(shown)));

/**
 * The questions of /de/faq: topic buttons and a search field narrow the
 * list, a polite status says how many remain, and the platform's
 * accordion shows one answer at a time. The topic is kept in the address,
 * every answer has its own (`#id`), and the prerendered page shows «Alle».
 * Plain markup, every question in it: the behaviour `faqBrowser` narrows
 * the list from the first paint, with no framework.
 */
export function FaqBrowser({ content }: FaqBrowserProps) {
  const items = content.entries.map((entry) => ({
    id: entry.id,
    title: entry.question,
    content: <FaqAnswer entry={entry} answerLinkLabel={content.answerLinkLabel} />,
    marks: { [FAQ_CATEGORY_ATTRIBUTE]: entry.category },
  }));

  return (
    <Section labelledBy={TITLE_ID}>
      <div {...{ [FAQ_BROWSER_ATTRIBUTE]: content.filter.param }}>
        <Columns $split="4-8" $gap={7}>
          <Stack gap={{ base: 5 }}>
            <Heading level={2} size="lg" id={TITLE_ID}>
              {content.title}
            </Heading>
            <FaqCategoryFilter label={content.filter.label} categories={content.filter.categories} active={EVERY_CATEGORY} />
            <TextField id={SEARCH_ID} type="search" label={content.search.label} hint={content.search.hint} autoComplete="off" {...{ [FAQ_SEARCH_ATTRIBUTE]: '' }} />
          </Stack>
          <div>
            <Count role="status" data-one={content.count.one} data-other={content.count.other} {...{ [FAQ_COUNT_ATTRIBUTE]: '' }}>
              {countText(content.count, content.entries.length)}
            </Count>
            <div {...{ [FAQ_LIST_ATTRIBUTE]: '' }}>
              <Accordion items={items} anchored headingLevel={3} />
            </div>
            <Empty hidden {...{ [FAQ_EMPTY_ATTRIBUTE]: '' }}>
              <Heading level={3} size="md">
                {content.empty.title}
              </Heading>
              <p>{content.empty.text}</p>
              <Button variant="secondary" {...{ [FAQ_RESET_ATTRIBUTE]: '' }}>
                {content.empty.reset}
              </Button>
            </Empty>
          </div>
        </Columns>
      </div>
    </Section>
  );
}
