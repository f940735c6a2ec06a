import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { FaqCategory } from '../../content/faq';
import { theme } from '../../design/theme';

export interface FaqCategoryFilterProps {
  /** Names the group of buttons for assistive technology. */
  label: string;
  /** «Alle» first, then the topics, as the buttons read. */
  categories: ReadonlyArray<FaqCategory>;
  /** The chosen category: its button is highlighted and pressed. */
  active: FaqCategory['id'];
  onChoose: (id: FaqCategory['id']) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/**
 * The topic buttons above the questions. Toggle buttons, not tabs: the
 * active one is filled and exposes `aria-pressed`, the list below follows.
 */
export function FaqCategoryFilter({ label, categories, active, onChoose }: FaqCategoryFilterProps) {
  return (
    <Group role="group" aria-label={label}>
      {categories.map((category) => (
        <Button key={category.id} variant={category.id === active ? 'primary' : 'secondary'} aria-pressed={category.id === active} onClick={() => onChoose(category.id)}>
          {category.name}
        </Button>
      ))}
    </Group>
  );
}
