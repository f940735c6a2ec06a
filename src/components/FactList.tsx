import styled, { css } from 'styled-components';
import { Check } from 'lucide-react';
import { Icon } from './Icon';
import { theme } from '../design/theme';

/** Short facts, each with a check mark. */
export interface CheckedFactsProps {
  /** Short facts, each a few words, e.g. «Daten in Zürich». */
  items: ReadonlyArray<string>;
  /** inline: facts side by side, wrapping (heroes); stacked: one per line (cards). */
  layout?: 'inline' | 'stacked';
  /** A hairline above the list, setting it apart from the text before. */
  divided?: boolean;
  /** Space above the list, in steps of the spacing scale. */
  spaceAbove?: 5 | 6;
}

/** A fact with its label, as «Dauer: 12 Wochen». */
export interface LabelledFact {
  label: string;
  value: string;
}

/** Facts that each name what they are: a description list. */
export interface LabelledFactsProps {
  /** The facts, each a label and its value, in reading order. */
  facts: ReadonlyArray<LabelledFact>;
  /**
   * figures: two columns of large values, each over its label, ruled (a
   * teaser's key figures); tiles: a tile each, the label over the value,
   * as many to a row as fit (a programme at a glance).
   */
  look: 'figures' | 'tiles';
  /** Space above the list, in steps of the spacing scale. */
  spaceAbove: 3 | 6;
}

export type FactListProps = CheckedFactsProps | LabelledFactsProps;

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

const looks = {
  figures: css`
    display: grid;
    /* minmax(0, …): a long word («À distance» at 320 px with wider text spacing) wraps instead of widening the page. */
    grid-template-columns: repeat(2, minmax(0, 1fr));
    border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};

    div {
      display: flex;
      flex-direction: column-reverse;
      justify-content: flex-end;
      gap: ${theme.space[1]};
      padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[5]} 0;
      border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
    }
    dt {
      color: ${theme.colors.inkMuted};
      font-size: ${theme.fontSizes.sm};
    }
    dd {
      /* Smaller on the narrowest phones, so each fact's longest word («Allemand», «Deutsch») fits its half of the line. */
      font-size: clamp(${theme.fontSizes.xl}, 7vw, ${theme.fontSizes['2xl']});
      font-weight: ${theme.fontWeights.bold};
      letter-spacing: -0.02em;
      line-height: ${theme.lineHeights.tight};
      overflow-wrap: break-word;
      hyphens: auto;
    }
  `,
  tiles: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${theme.measure.caption}), 1fr));
    gap: ${theme.space[4]};

    div {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[1]};
      padding: ${theme.space[5]};
      border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};
      background: ${theme.colors.paper};
    }
    dt {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.inkMuted};
    }
    dd {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.semibold};
      line-height: ${theme.lineHeights.snug};
    }
  `,
} as const;

const Labelled = styled.dl<{ $look: LabelledFactsProps['look']; $spaceAbove: LabelledFactsProps['spaceAbove'] }>`
  margin-top: ${({ $spaceAbove }) => theme.space[$spaceAbove]};
  ${({ $look }) => looks[$look]}
`;

/**
 * Facts, the one way the system shows them: short facts with a check mark
 * («Hosting in Zürich», «Kostenlos und unverbindlich»), or facts with
 * their labels as a description list («Dauer» – «12 Wochen»), as figures
 * or as tiles.
 */
export function FactList(props: FactListProps) {
  if ('facts' in props) {
    return (
      <Labelled $look={props.look} $spaceAbove={props.spaceAbove}>
        {props.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Labelled>
    );
  }
  const { items, layout = 'inline', divided = false, spaceAbove = 5 } = props;
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
