import { useEffect, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Icon } from './Icon';
import { useStaticHtml } from '../lib/useStaticHtml';
import { triggerStyles } from './dropdownStyles';
import type { DropdownMenuProps, RadixDropdownMenuProps } from './dropdownMenuTypes';

export type { DropdownLink, DropdownMenuProps } from './dropdownMenuTypes';

type Menu = ComponentType<RadixDropdownMenuProps>;

/** Radix's menu, popper and focus code is a quarter of the shell's JavaScript: it loads once, on first interest. */
let loadedMenu: Menu | null = null;
const loadMenu = () =>
  import('./RadixDropdownMenu').then((module) => {
    loadedMenu = module.RadixDropdownMenu;
    return loadedMenu;
  });

const Placeholder = styled.button`
  ${triggerStyles}
`;

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A navigation dropdown. Until the visitor shows interest (pointer over it,
 * focus, a press) it is a plain button with the same look and ARIA; then the
 * Radix menu takes its place, opened the way the visitor asked.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [LoadedMenu, setLoadedMenu] = useState<Menu | null>(null);
  const [request, setRequest] = useState<{ openedBy: RadixDropdownMenuProps['openedBy']; focus: boolean }>({ openedBy: null, focus: false });

  const ask = (openedBy: RadixDropdownMenuProps['openedBy'], focus: boolean) => {
    setRequest((current) => ({ openedBy: openedBy ?? current.openedBy, focus: focus || current.focus }));
    void loadMenu().then((menu) => setLoadedMenu(() => menu));
  };

  // A story that starts open, or a menu mounted after the code is here (client navigation).
  useEffect(() => {
    if (props.defaultOpen || loadedMenu) void loadMenu().then((menu) => setLoadedMenu(() => menu));
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The placeholder's words and chevron are kept as prerendered while the page hydrates; only the button is React's.
  const label = useStaticHtml<HTMLButtonElement>(
    <>
      {props.label}
      <Icon icon={ChevronDown} size="sm" />
    </>,
  );

  if (LoadedMenu) return <LoadedMenu {...props} openedBy={request.openedBy} focusTrigger={request.focus} />;

  return (
    <Placeholder
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && ask('hover', false)}
      onFocus={() => ask(null, true)}
      onClick={() => ask('press', true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask('keyboard', true);
      }}
      {...label}
    />
  );
}
