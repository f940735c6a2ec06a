import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { isPlainClick, jumpTo } from './jumpTo';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';

export interface JumpLinkProps {
  /** The link text, e.g. «Termin wählen». */
  children: ReactNode;
  /** Id of the element on this page to jump to; it must be focusable (`tabIndex={-1}`). */
  targetId: string;
  /** Runs on the jump, e.g. to report a conversion. */
  onJump?: () => void;
  /** primary: the one call to action of a block; secondary and ghost: the others. */
  variant?: ButtonVariant;
  /** `md` in text, `lg` for the main call to action of a hero. */
  size?: ButtonSize;
  /** `dark` on the ink background of a closing band. */
  tone?: 'light' | 'dark';
}

const Anchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * Looks like a button and leads to a place further up or down the same page.
 * Keyboard focus moves along with the view, so the next Tab continues there;
 * without JavaScript it is a plain `#anchor` link.
 */
export function JumpLink({ children, targetId, onJump, variant = 'primary', size = 'md', tone }: JumpLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onJump?.();
    if (isPlainClick(event) && jumpTo(targetId)) event.preventDefault();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={handleClick} $variant={variant} $size={size} $tone={tone}>
      {children}
    </Anchor>
  );
}
