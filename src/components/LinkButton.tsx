import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowUpRight } from 'lucide-react';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { useComponentLabels } from './ComponentLabels';
import { useIntegrations } from '../integrations/IntegrationsContext';
import type { SiteHref } from '../lib/paths';

/**
 * Marks a link whose click is a conversion. Rendered by React, LinkButton
 * reports it; kept as prerendered (useStaticHtml), the site's plain-link
 * handler reads this mark and reports it the same way.
 */
export const REPORTS_CONVERSION_ATTRIBUTE = 'data-reports-conversion';

interface CommonProps {
  /** The link text; names where it leads, e.g. «Alle Preise ansehen». */
  children: ReactNode;
  /** primary: the one call to action of a block; secondary and ghost: the others. */
  variant?: ButtonVariant;
  /** `md` in text, `lg` for the main call to action of a hero. */
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** `dark` on the ink background of a closing band. */
  tone?: 'light' | 'dark';
  /** Runs before the navigation, e.g. to record a chat event. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** For a styled(LinkButton) extension; no other styling from outside. */
  className?: string;
}

interface InternalTarget {
  /** A page of this site (client-side navigation), by a path from `pagePaths`. */
  to: SiteHref;
  /**
   * The click is a conversion (the free consultation): it is reported through
   * the integrations, which call the operator's conversion function only with
   * marketing consent. Content sets it through `consultation`.
   */
  reportsConversion?: boolean;
  href?: never;
  newTab?: never;
}

interface ExternalTarget {
  /** An address the router does not serve: the app, the docs under /api/, another site. */
  href: string;
  /** Opens in a new tab and says so (default); `false` keeps the visitor in this tab. */
  newTab?: boolean;
  to?: never;
  reportsConversion?: never;
}

export type LinkButtonProps = CommonProps & (InternalTarget | ExternalTarget);

const InternalLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
const ExternalLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Looks like a button, behaves like a link. */
export function LinkButton({ children, variant = 'primary', size = 'md', fullWidth, tone, onClick, className, newTab = true, reportsConversion, ...target }: LinkButtonProps) {
  const { reportConversion } = useIntegrations();
  const labels = useComponentLabels();
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth, $tone: tone };
  if (target.to !== undefined) {
    const to = target.to;
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (reportsConversion) reportConversion(to);
    };
    return (
      <InternalLink to={to} onClick={handleClick} className={className} {...(reportsConversion && { [REPORTS_CONVERSION_ATTRIBUTE]: '' })} {...style}>
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
      <VisuallyHidden>{labels.opensInNewTab}</VisuallyHidden>
    </ExternalLink>
  );
}
