import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowUpRight } from 'lucide-react';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { useComponentLabels } from './ComponentLabels';
import type { ChatEventName } from '../integrations/types';
import type { SiteHref } from '../lib/paths';
import { CHAT_EVENT_ATTRIBUTE, REPORTS_CONVERSION_ATTRIBUTE } from './behaviours/reportedLinks';

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
  /** A chat event the click records (sent once the chat is loaded), e.g. `sticky_cta_clicked_academy`. */
  chatEvent?: ChatEventName;
  /** For a styled(LinkButton) extension; no other styling from outside. */
  className?: string;
}

interface InternalTarget {
  /** A page of this site, by a path from `pagePaths`. */
  to: SiteHref;
  /**
   * The click is a conversion (the free intro call): it is reported through
   * the integrations, which call the operator's conversion function only with
   * marketing consent (the behaviour `reportedLinks`). Content sets it
   * through `introCallIn`.
   */
  reportsConversion?: boolean;
  /**
   * What draws the link: a plain `<a>` unless the caller hands in its own
   * (the site's shell gives its router link, which marks the current page
   * with `aria-current="page"`); it takes `href`, `className` and the children.
   */
  linkAs?: ElementType;
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
  linkAs?: never;
}

export type LinkButtonProps = CommonProps & (InternalTarget | ExternalTarget);

const InternalLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
const ExternalLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * Looks like a button, behaves like a link. What its click reports (a
 * conversion, a chat event) it carries as marks, which the behaviour
 * `reportedLinks` reports before the browser follows it.
 */
export function LinkButton({ children, variant = 'primary', size = 'md', fullWidth, tone, chatEvent, className, newTab = true, reportsConversion, linkAs, ...target }: LinkButtonProps) {
  const labels = useComponentLabels();
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth, $tone: tone };
  const reports = { ...(reportsConversion && { [REPORTS_CONVERSION_ATTRIBUTE]: '' }), ...(chatEvent && { [CHAT_EVENT_ATTRIBUTE]: chatEvent }) };
  if (target.to !== undefined) {
    return (
      <InternalLink as={linkAs} href={target.to} className={className} {...reports} {...style}>
        {children}
      </InternalLink>
    );
  }
  if (!newTab) {
    return (
      <ExternalLink href={target.href} className={className} {...reports} {...style}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <ExternalLink href={target.href} target="_blank" rel="noopener noreferrer" className={className} {...reports} {...style}>
      {children}
      <Icon icon={ArrowUpRight} size="sm" />
      <VisuallyHidden>{labels.opensInNewTab}</VisuallyHidden>
    </ExternalLink>
  );
}
