import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from './Icon';
import { listKeyTarget } from './listKeyTarget';
import { theme } from '../design/theme';

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

const Root = styled.div`
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Item = styled.div`
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

/** The question beside the chevron: it may shrink, so a long word wraps instead of pushing the chevron out. */
const TriggerLabel = styled.span`
  min-width: 0;
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} 0;
  background: none;
  border: 0;
  text-align: left;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  cursor: pointer;

  svg {
    flex-shrink: 0;
    transition: transform ${theme.durations.base}ms ${theme.easings.standard};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${theme.colors.accentText};
  }
`;

const Header = styled.h3`
  margin: 0;
  font-size: inherit;
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

interface AccordionItemProps {
  item: AccordionItemData;
  headingTag: 'h2' | 'h3' | 'h4';
  anchored: boolean;
  expanded: boolean;
  titleId: string;
  answerId: string;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One title and its answer; the chevron turns by CSS. */
function AccordionItem({ item, headingTag, anchored, expanded, titleId, answerId, onToggle, onKeyDown }: AccordionItemProps) {
  return (
    <Item>
      <Header as={headingTag} id={anchored ? item.id : undefined}>
        <Trigger type="button" id={titleId} aria-expanded={expanded} aria-controls={answerId} onClick={onToggle} onKeyDown={onKeyDown}>
          <TriggerLabel>{item.title}</TriggerLabel>
          <Icon icon={ChevronDown} />
        </Trigger>
      </Header>
      <Content id={answerId} role="region" aria-labelledby={titleId} hidden={!expanded}>
        {expanded ? item.content : null}
      </Content>
    </Item>
  );
}

/**
 * Single-open, collapsible accordion: opening one item closes the other,
 * clicking the open one closes it. Each title is a button in a heading that
 * says whether its answer is shown; the answer is a region named by it and
 * is rendered only while open. Arrow keys, Home and End move between the
 * titles, Enter and Space open and close.
 */
export function Accordion({ items, defaultOpenId, openId, anchored = false, headingLevel = 3, onOpenChange }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState(defaultOpenId ?? '');
  const open = openId ?? ownOpenId;
  const baseId = useId();
  const headingTag = `h${headingLevel}` as const;
  const toggle = (id: string) => {
    const next = id === open ? '' : id;
    setOwnOpenId(next);
    onOpenChange?.(next);
  };
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = listKeyTarget(event.key, index, items.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    document.getElementById(`${baseId}-${target}-title`)?.focus();
  };

  return (
    <Root>
      {items.map((item, index) => (
        <AccordionItem
          key={item.id}
          item={item}
          headingTag={headingTag}
          anchored={anchored}
          expanded={item.id === open}
          titleId={`${baseId}-${index}-title`}
          answerId={`${baseId}-${index}-answer`}
          onToggle={() => toggle(item.id)}
          onKeyDown={(event) => moveFocus(event, index)}
        />
      ))}
    </Root>
  );
}
