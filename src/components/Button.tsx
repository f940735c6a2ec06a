import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { spinning } from '../design/motion';
import styled from 'styled-components';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';
import { Icon } from './Icon';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The button text (a verb: «Senden», «Kopieren»). */
  children: ReactNode;
  /** primary: the one call to action of a block; secondary and ghost: the others. */
  variant?: ButtonVariant;
  /** `md` in text and forms, `lg` for the main call to action of a hero. */
  size?: ButtonSize;
  /** Stretches to the width of its container (forms, phone layouts). */
  fullWidth?: boolean;
  /** Light or dark background behind the button. */
  tone?: 'light' | 'dark';
  /** Shows a spinner and marks the button busy; it stays focusable. */
  loading?: boolean;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const Spinner = styled.span`
  ${spinning}
`;

/** A button that does something on the page (opens the chat, submits a form). */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth,
  tone,
  loading = false,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $tone={tone}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && (
        <Spinner>
          <Icon icon={LoaderCircle} size="sm" />
        </Spinner>
      )}
      {children}
    </StyledButton>
  );
}
