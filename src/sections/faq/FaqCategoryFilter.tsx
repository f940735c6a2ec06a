import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../components/buttonStyles';
import type { FaqCategory } from '../../content/faq';
import { theme } from '../../design/theme';
import { FAQ_TOPIC_ATTRIBUTE } from './faqBrowserMarks';
import { Cluster } from '../../components/Cluster';

export interface FaqCategoryFilterProps {
  /** Names the group of buttons for assistive technology. */
  label: string;
  /** «Alle» first, then the topics, as the buttons read. */
  categories: ReadonlyArray<FaqCategory>;
  /** The chosen category: its button is filled and pressed. */
  active: FaqCategory['id'];
}

/** A topic: the secondary button's look, and the primary's once pressed. */
const Topic = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  &[aria-pressed='true'] {
    background: ${theme.colors.accent};
    border-color: transparent;
    color: ${theme.colors.onAccent};
    &:hover {
      background: ${theme.colors.accentStrong};
    }
  }
`;

/**
 * The topic buttons above the questions. Toggle buttons, not tabs: the
 * active one is filled and exposes `aria-pressed`, the list below follows
 * (the behaviour `faqBrowser` presses them on the page).
 */
export function FaqCategoryFilter({ label, categories, active }: FaqCategoryFilterProps) {
  return (
    <Cluster gap={2} role="group" aria-label={label}>
      {categories.map((category) => (
        <Topic key={category.id} type="button" $variant="secondary" $size="md" aria-pressed={category.id === active} data-slug={category.slug} {...{ [FAQ_TOPIC_ATTRIBUTE]: category.id }}>
          {category.name}
        </Topic>
      ))}
    </Cluster>
  );
}
