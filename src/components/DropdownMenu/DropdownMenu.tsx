import { useId, type ElementType } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../Icon';
import { NAVIGATION_MENU_ATTRIBUTE, NAVIGATION_MENU_TRIGGER_ATTRIBUTE } from './navigationMenus';
import type { DropdownLink } from './dropdownMenuTypes';
import { theme } from '../../design/theme';

export type { DropdownLink } from './dropdownMenuTypes';

export interface DropdownMenuProps {
  /** The button's text, e.g. «Produkte». */
  label: string;
  /** The menu's links, in order. */
  items: ReadonlyArray<DropdownLink>;
  /** Start open (for stories that show the open state). */
  defaultOpen?: boolean;
  /**
   * What draws each link: a plain `<a>` unless the caller hands in its own
   * link (the site's header gives its router link, which marks the current
   * page with `aria-current="page"`); it takes `href`, `className` and the children.
   */
  linkAs?: ElementType;
}

const Frame = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  background: none;
  border: 0;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;

  svg {
    transition: transform ${theme.durations.fast}ms ${theme.easings.standard};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surface};
  }
  /* The menu holds the current page: its button says so by its look, the menu open or closed. */
  ${Frame}:has([aria-current='page']) > & {
    text-decoration: underline;
    text-decoration-thickness: ${theme.borderWidths.thick};
    text-underline-offset: ${theme.space[2]};
    text-decoration-color: ${theme.colors.accent};
  }
`;

/** The list hangs below the button, its left edge on the button's, as wide as its longest line. */
const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space[2]});
  left: 0;
  z-index: ${theme.zIndices.dropdown};
  width: max-content;
  min-width: ${theme.sizes.menuMinWidth};
  padding: ${theme.space[2]};
  background: ${theme.colors.paper};
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled.a`
  display: block;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  text-decoration: none;

  &:hover,
  &:focus-visible,
  &[aria-current='page'] {
    background: ${theme.colors.surface};
  }
  /* The current page: a bar at its start beside the shaded ground. */
  &[aria-current='page'] {
    box-shadow: inset ${theme.borderWidths.thick} 0 0 ${theme.colors.accent};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 ${theme.borderWidths.thick} ${theme.colors.focus};
  }
  strong {
    display: block;
    font-weight: ${theme.fontWeights.semibold};
  }
  span {
    display: block;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;

/**
 * A navigation menu of the header: a button that shows and hides a list of
 * links (the WAI-ARIA disclosure pattern for site navigation). It opens on
 * a click and when a mouse rests on it, works with the keyboard (Enter, the
 * arrows, Escape) and closes on Escape, a press elsewhere or focus moving
 * on. Plain markup: the behaviour `navigationMenus` makes it respond from
 * the moment the page's script runs.
 */
export function DropdownMenu({ label, items, defaultOpen = false, linkAs }: DropdownMenuProps) {
  const panelId = useId();
  return (
    <Frame {...{ [NAVIGATION_MENU_ATTRIBUTE]: '' }}>
      <Trigger type="button" aria-expanded={defaultOpen} aria-controls={panelId} {...{ [NAVIGATION_MENU_TRIGGER_ATTRIBUTE]: '' }}>
        {label}
        <Icon icon={ChevronDown} size="sm" />
      </Trigger>
      <Panel id={panelId} hidden={!defaultOpen}>
        <List>
          {items.map((item) => (
            <li key={item.to}>
              <ItemLink as={linkAs} href={item.to}>
                <strong>{item.label}</strong>
                {item.description && <span>{item.description}</span>}
              </ItemLink>
            </li>
          ))}
        </List>
      </Panel>
    </Frame>
  );
}
