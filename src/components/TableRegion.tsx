import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../design/theme';
import { scrollHint } from './scrollHint';

export interface TableRegionProps {
  /** Id of what names the table (its caption or the heading above it); the region carries the same name. */
  labelledBy: string;
  /** The table. */
  children: ReactNode;
}

const Region = styled.div`
  max-width: 100%;
  overflow-x: auto;
  ${scrollHint()}
  /* The focus ring sits inside, where the scrolling box does not cut it off. */
  &:focus-visible {
    outline-offset: calc(-1 * ${theme.focusRing.width});
  }
`;

/**
 * A data table that is wider than a narrow screen scrolls inside this
 * region instead of the page (WCAG 1.4.10, reflow at 320 px), with a shade
 * at the edge beyond which more of it lies. The region is
 * named like the table and takes focus, so a keyboard can scroll it with
 * the arrow keys and a screen reader announces what it holds.
 */
export function TableRegion({ labelledBy, children }: TableRegionProps) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <Region role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </Region>
  );
}
