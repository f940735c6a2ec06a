import { useId, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from './Icon';
import { ACCORDION_ATTRIBUTE } from './behaviours/accordionKeys';
import { theme } from '../design/theme';

export interface AccordionItemData {
  id: string;
  title: string;
  content: ReactNode;
  /** `data-` attributes for the item's `<details>`, by which a page's own behaviour finds it (the FAQ's topic of each question). */
  marks?: Readonly<Record<`data-${string}`, string>>;
}

export interface AccordionProps {
  /** The questions and answers, in order; each id must be unique in the list. */
  items: ReadonlyArray<AccordionItemData>;
  /** The item open at first; none when left out. */
  defaultOpenId?: string;
  /**
   * The open item, when the caller decides it (with `onOpenChange`), e.g. an
   * answer opened by a link; '' closes all. Left out, the browser keeps the
   * state: the accordion needs no script at all.
   */
  openId?: string;
  /** Each item's heading carries the item's `id`, so `#id` in the address names it. */
  anchored?: boolean;
  /** Heading level of the item titles in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Called with the open item's id, or '' when all are closed. */
  onOpenChange?: (id: string) => void;
}

const Root = styled.div`
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Item = styled.details`
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} 0;
  list-style: none;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  cursor: pointer;

  /* The chevron says open or closed; the browser's own triangle goes. */
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    flex-shrink: 0;
    transition: transform ${theme.durations.base}ms ${theme.easings.standard};
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${theme.colors.accentText};
  }
`;

/** The question beside the chevron: it may shrink, so a long word wraps instead of pushing the chevron out. */
const Title = styled.h3`
  min-width: 0;
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
  /* An anchored heading reached by its link lands below the sticky header, with air. */
  scroll-margin-top: ${theme.space[4]};
`;

const Content = styled.div`
  padding-bottom: ${theme.space[5]};
  color: ${theme.colors.inkMuted};
  max-width: ${theme.measure.wide};

  p + p {
    margin-top: ${theme.space[3]};
  }
`;

/**
 * Single-open, collapsible accordion, made of the platform's disclosure:
 * each item a `<details>` of one group (`name`), its title a heading in
 * the `<summary>`. Opening one closes the other and clicking the open one
 * closes it, in every browser and without a script (a click alone too);
 * Enter and Space open and close. The behaviour `accordionKeys` adds the
 * arrow keys, Home and End between the titles. With `openId` the caller
 * decides which is open and hears every change.
 */
export function Accordion({ items, defaultOpenId, openId, anchored = false, headingLevel = 3, onOpenChange }: AccordionProps) {
  const group = useId();
  const open = openId ?? defaultOpenId ?? '';
  const headingTag = `h${headingLevel}` as const;
  // The browser closes the group's other item itself; the item that is open afterwards (if any) is the answer.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const root = event.currentTarget.parentElement;
    const opened = root?.querySelector<HTMLDetailsElement>(':scope > details[open]');
    const next = opened?.dataset.item ?? '';
    if (next !== open) onOpenChange?.(next);
  };
  return (
    <Root {...{ [ACCORDION_ATTRIBUTE]: '' }}>
      {items.map((item) => (
        <Item key={item.id} name={group} open={item.id === open} data-item={item.id} {...item.marks} onToggle={onOpenChange ? onToggle : undefined}>
          <Summary>
            <Title as={headingTag} id={anchored ? item.id : undefined}>
              {item.title}
            </Title>
            <Icon icon={ChevronDown} />
          </Summary>
          <Content>{item.content}</Content>
        </Item>
      ))}
    </Root>
  );
}
