import type { ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from './Icon';

export interface AccordionItemData {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  /** The questions and answers, in order; each id must be unique in the list. */
  items: ReadonlyArray<AccordionItemData>;
  /** The item open at first; none when left out. */
  defaultOpenId?: string;
  /**
   * The open item, when the caller decides it (with `onOpenChange`), e.g. an
   * answer opened by a link; '' closes all. Left out, the accordion keeps its
   * own state.
   */
  openId?: string;
  /** Each item's heading carries the item's `id`, so `#id` in the address names it. */
  anchored?: boolean;
  /** Heading level of the item titles in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Called with the open item's id, or '' when all are closed. */
  onOpenChange?: (id: string) => void;
}

const Root = styled(RadixAccordion.Root)`
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
`;

const Item = styled(RadixAccordion.Item)`
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} 0;
  background: none;
  border: 0;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;

  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.durations.base}ms ${({ theme }) => theme.easings.standard};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font-size: inherit;
  /* An anchored heading reached by its link lands below the sticky header, with air. */
  scroll-margin-top: ${({ theme }) => theme.space[4]};
`;

const Content = styled(RadixAccordion.Content)`
  padding-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: ${({ theme }) => theme.measure.wide};

  p + p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * Single-open, collapsible accordion: opening one item closes the other,
 * clicking the open one closes it. Keyboard handling comes from Radix.
 */
export function Accordion({ items, defaultOpenId, openId, anchored = false, headingLevel = 3, onOpenChange }: AccordionProps) {
  const headingTag = `h${headingLevel}` as const;
  return (
    <Root type="single" collapsible defaultValue={defaultOpenId} value={openId} onValueChange={onOpenChange}>
      {items.map((item) => (
        <Item key={item.id} value={item.id}>
          <Header as={headingTag} id={anchored ? item.id : undefined}>
            <Trigger>
              {item.title}
              <Icon icon={ChevronDown} />
            </Trigger>
          </Header>
          <Content>{item.content}</Content>
        </Item>
      ))}
    </Root>
  );
}
