import type { SiteHref } from '../lib/paths';

/**
 * The props of the header's dropdown and of the Radix menu it loads on first
 * interest. Kept apart so neither file imports the other's types (a cycle).
 */
export interface DropdownLink {
  label: string;
  to: SiteHref;
  /** A short line under the label. */
  description?: string;
}

export interface DropdownMenuProps {
  /** The trigger's text, e.g. «Produkte». */
  label: string;
  /** The menu's links, in order. */
  items: ReadonlyArray<DropdownLink>;
  /** Start open (for stories that show the open state). */
  defaultOpen?: boolean;
}

export interface RadixDropdownMenuProps extends DropdownMenuProps {
  /** What made the visitor ask for the menu before its code was here. */
  openedBy?: 'hover' | 'press' | 'keyboard' | null;
  /** Put focus on the trigger once mounted (the placeholder had it). */
  focusTrigger?: boolean;
}
