import { useEffect, useRef, useState, type PointerEvent } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from './Icon';
import { triggerStyles } from './dropdownStyles';
import type { RadixDropdownMenuProps } from './dropdownMenuTypes';
import { theme } from '../design/theme';

export type { RadixDropdownMenuProps } from './dropdownMenuTypes';

/** How long the pointer may travel from trigger to panel before it closes. */
const HOVER_CLOSE_DELAY_MS = 150;

const Trigger = styled(RadixMenu.Trigger)`
  ${triggerStyles}
`;

const Panel = styled(RadixMenu.Content)`
  z-index: ${theme.zIndices.dropdown};
  min-width: ${theme.sizes.menuMinWidth};
  padding: ${theme.space[2]};
  background: ${theme.colors.paper};
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
`;

const ItemLink = styled(Link)`
  display: block;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  text-decoration: none;
  outline: none;

  &[data-highlighted] {
    background: ${theme.colors.surface};
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
 * The full navigation dropdown: opens on hover and on click, works with the
 * keyboard (Enter, arrows, Escape) and closes on Escape or an outside
 * click. Radix does the focus and ARIA work; we add hover intent.
 * `DropdownMenu` loads it on the first sign of interest.
 */
export function RadixDropdownMenu({ label, items, defaultOpen = false, openedBy = null, focusTrigger = false }: RadixDropdownMenuProps) {
  const [open, setOpen] = useState(defaultOpen || openedBy !== null);
  const openedByHover = useRef(openedBy === 'hover');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (focusTrigger && !open) triggerRef.current?.focus();
    // Only on mount: it takes over from the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };
  const hoverClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  // Radix focuses the panel whenever it opens. A hover must not steal focus
  // from where the visitor is, so we cancel that for hover opens. Radix
  // forwards `onOpenAutoFocus` at run time but leaves it out of its public
  // types, hence the spread below.
  const openedByKeyboard = useRef(openedBy === 'keyboard');
  const onOpenAutoFocus = (event: Event) => {
    if (openedByHover.current) event.preventDefault();
    // Opened with Enter before the menu's code was here: land on the first item, as Radix does itself.
    if (openedByKeyboard.current) {
      openedByKeyboard.current = false;
      event.preventDefault();
      (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    }
  };

  return (
    <RadixMenu.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        if (!next) openedByHover.current = false;
        setOpen(next);
      }}
    >
      <Trigger
        ref={triggerRef}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDown={(event) => {
          // A click right after hover-open confirms the open menu instead of closing it.
          if (openedByHover.current) {
            openedByHover.current = false;
            event.preventDefault();
          }
        }}
      >
        {label}
        <Icon icon={ChevronDown} size="sm" />
      </Trigger>
      <RadixMenu.Portal>
        <Panel
          align="start"
          sideOffset={6}
          onPointerEnter={cancelClose}
          onPointerLeave={hoverClose}
          onPointerDownOutside={(event) => {
            // The trigger decides for itself whether a press opens or closes.
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          {...({ onOpenAutoFocus } as object)}
        >
          {items.map((item) => (
            <RadixMenu.Item key={item.to} asChild>
              <ItemLink to={item.to}>
                <strong>{item.label}</strong>
                {item.description && <span>{item.description}</span>}
              </ItemLink>
            </RadixMenu.Item>
          ))}
        </Panel>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
