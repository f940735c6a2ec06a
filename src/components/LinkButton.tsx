import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowUpRight } from 'lucide-react';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { commonCopy } from '../content/common';

interface CommonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  tone?: 'light' | 'dark';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
}

/**
 * Either an internal route (`to`, client-side navigation) or an address the
 * router does not serve (`href`): by default in a new tab; `newTab={false}`
 * keeps the visitor in this tab, e.g. for the docs under /api/ or the app's
 * registration.
 */
export type LinkButtonProps = CommonProps &
  ({ to: string; href?: never; newTab?: never } | { href: string; to?: never; newTab?: boolean });

const InternalLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
const ExternalLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Looks like a button, behaves like a link. */
export function LinkButton({ children, variant = 'primary', size = 'md', fullWidth, tone, onClick, className, newTab = true, ...target }: LinkButtonProps) {
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth, $tone: tone };
  if (target.to !== undefined) {
    return (
      <InternalLink to={target.to} onClick={onClick} className={className} {...style}>
        {children}
      </InternalLink>
    );
  }
  if (!newTab) {
    return (
      <ExternalLink href={target.href} onClick={onClick} className={className} {...style}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <ExternalLink href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={className} {...style}>
      {children}
      <Icon icon={ArrowUpRight} size="sm" />
      <VisuallyHidden>{commonCopy.opensInNewTab}</VisuallyHidden>
    </ExternalLink>
  );
}
