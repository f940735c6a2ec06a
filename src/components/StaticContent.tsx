import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useStaticHtml } from '../lib/useStaticHtml';

export interface StaticContentProps {
  /** What never responds to input: text, headings, lists, icons, plain links. See useStaticHtml for what may not be inside. */
  children: ReactNode;
}

/** A box that takes no room: its children are laid out as its parent's own (a flex column's gap, a grid's cells). */
const Contents = styled.div`
  display: contents;
`;

/**
 * The part of a block that never changes, beside one that responds to input
 * (a card's buttons, a hero's chat button): kept as prerendered while the
 * page hydrates (useStaticHtml), and laid out as if it were not there.
 * Rendered in the browser (Storybook, a page reached by client-side
 * navigation), it renders its children.
 */
export function StaticContent({ children }: StaticContentProps) {
  return <Contents {...useStaticHtml<HTMLDivElement>(children)} />;
}
