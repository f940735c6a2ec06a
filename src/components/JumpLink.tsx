import type { ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';
import { JUMP_ATTRIBUTE } from './behaviours/jumpLinks';
import { REPORTS_CONVERSION_ATTRIBUTE } from './behaviours/reportedLinks';

export interface JumpLinkProps {
  /** The link text, e.g. «Termin wählen». */
  children: ReactNode;
  /** Id of the element on this page to jump to; it must be focusable (`tabIndex={-1}`). */
  targetId: string;
  /** The jump is a conversion (the free-session page's closing button): reported with marketing consent. */
  reportsConversion?: boolean;
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
 * Keyboard focus moves along with the view, so the next Tab continues there
 * (the behaviour `jumpLinks`); without the script it is a plain `#anchor` link.
 */
export function JumpLink({ children, targetId, reportsConversion, variant = 'primary', size = 'md', tone }: JumpLinkProps) {
  return (
    <Anchor href={`#${targetId}`} {...{ [JUMP_ATTRIBUTE]: '' }} {...(reportsConversion && { [REPORTS_CONVERSION_ATTRIBUTE]: '' })} $variant={variant} $size={size} $tone={tone}>
      {children}
    </Anchor>
  );
}
