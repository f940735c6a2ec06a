import { useEffect, useRef, useState, type PointerEvent } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from './Icon';

export interface DropdownLink {
  label: string;
  to: string;
  /** A short line under the label. */
  description?: string;
}

export interface DropdownMenuProps {
  label: string;
  items: ReadonlyArray<DropdownLink>;
  /** Start open (for stories that show the open state). */
  defaultOpen?: boolean;
}

/** How long the pointer may travel from trigger to panel before it closes. */
const HOVER_CLOSE_DELAY_MS = 150;

const Trigger = styled(RadixMenu.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  svg {
    transition: transform ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Panel = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 16rem;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/**
 * A navigation dropdown: opens on hover and on click, works with the
 * keyboard (Enter, arrows, Escape) and closes on Escape or an outside
 * click. Radix does the focus and ARIA work; we add hover intent.
 */
export function DropdownMenu({ label, items, defaultOpen = false }: DropdownMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

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
  const onOpenAutoFocus = (event: Event) => {
    if (openedByHover.current) event.preventDefault();
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
