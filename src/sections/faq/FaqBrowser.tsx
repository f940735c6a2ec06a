import { useRef } from 'react';
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
import { useFaqSelection } from './useFaqSelection';
import { theme } from '../../design/theme';

export interface FaqBrowserProps {
  /** Title, filter topics, search labels, the count and empty texts, and every question with its answer. */
  content: FaqBrowserContent;
}

const TITLE_ID = 'faq-questions-title';
const SEARCH_ID = 'faq-search';

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
`;

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
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  p {
    max-width: ${theme.measure.text};
    color: ${theme.colors.inkMuted};
  }
`;

/**
 * The questions of /de/faq: topic buttons and a search field narrow the
 * list, a polite status says how many remain, and the accordion shows one
 * answer at a time. The topic is kept in the address, every answer has its
 * own (`#id`), and the prerendered page shows «Alle».
 */
export function FaqBrowser({ content }: FaqBrowserProps) {
  const { category, chooseCategory, query, setQuery, visible, openId, setOpenId } = useFaqSelection(content);
  const searchField = useRef<HTMLInputElement>(null);

  const countText = visible.length === 1 ? content.count.one : content.count.other.replace('{count}', String(visible.length));
  const items = visible.map((entry) => ({
    id: entry.id,
    title: entry.question,
    content: <FaqAnswer entry={entry} answerLinkLabel={content.answerLinkLabel} />,
  }));

  return (
    <Section labelledBy={TITLE_ID}>
      <Columns $split="4-8" $gap={7}>
        <Controls>
          <Heading level={2} size="lg" id={TITLE_ID}>
            {content.title}
          </Heading>
          <FaqCategoryFilter label={content.filter.label} categories={content.filter.categories} active={category} onChoose={chooseCategory} />
          <TextField
            ref={searchField}
            id={SEARCH_ID}
            type="search"
            label={content.search.label}
            hint={content.search.hint}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </Controls>
        <div>
          <Count role="status">{countText}</Count>
          {visible.length > 0 ? (
            <Accordion items={items} openId={openId} onOpenChange={setOpenId} anchored headingLevel={3} />
          ) : (
            <Empty>
              <Heading level={3} size="md">
                {content.empty.title}
              </Heading>
              <p>{content.empty.text}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setQuery('');
                  searchField.current?.focus();
                }}
              >
                {content.empty.reset}
              </Button>
            </Empty>
          )}
        </div>
      </Columns>
    </Section>
  );
}
