import styled, { css } from 'styled-components';
import { Check } from 'lucide-react';
import { Icon } from './Icon';
import { theme } from '../design/theme';

export interface FactListProps {
  /** Short facts, each a few words, e.g. «Daten in Zürich». */
  items: ReadonlyArray<string>;
  /** inline: facts side by side, wrapping (heroes); stacked: one per line (cards). */
  layout?: 'inline' | 'stacked';
  /** A hairline above the list, setting it apart from the text before. */
  divided?: boolean;
  /** Space above the list, in steps of the spacing scale. */
  spaceAbove?: 5 | 6;
}

const List = styled.ul<{ $layout: 'inline' | 'stacked'; $divided: boolean; $spaceAbove: 5 | 6 }>`
  list-style: none;
  margin: ${({ $spaceAbove }) => theme.space[$spaceAbove]} 0 0;
  padding: 0;
  font-weight: ${theme.fontWeights.medium};

  li {
    display: ${({ $layout }) => ($layout === 'inline' ? 'inline-flex' : 'flex')};
    align-items: center;
    gap: ${theme.space[2]};
  }
  /* A fact that wraps keeps its check mark whole. */
  li svg {
    flex-shrink: 0;
  }

  ${({ $layout }) =>
    $layout === 'inline'
      ? css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]} ${theme.space[5]};
          font-size: ${theme.fontSizes.sm};
        `
      : css`
          display: grid;
          gap: ${theme.space[2]};
          svg {
            color: ${theme.colors.success};
          }
        `}

  ${({ $divided }) =>
    $divided &&
    css`
      padding-top: ${theme.space[5]};
      border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
    `}
`;

/** Short facts, each with a check mark: «Hosting in Zürich», «Kostenlos und unverbindlich». */
export function FactList({ items, layout = 'inline', divided = false, spaceAbove = 5 }: FactListProps) {
  return (
    <List $layout={layout} $divided={divided} $spaceAbove={spaceAbove}>
      {items.map((fact) => (
        <li key={fact}>
          <Icon icon={Check} size="sm" />
          {fact}
        </li>
      ))}
    </List>
  );
}
