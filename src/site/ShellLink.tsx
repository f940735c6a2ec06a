import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { NavLink } from 'react-router-dom';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of this site (`/de/pricing`). */
  href: string;
}

/**
 * A link of the shell (header, mobile menu, footer) to a page of the site:
 * React Router's `NavLink`, which says `aria-current="page"` on the link to
 * the page the router is at, so the prerendered page names its own place
 * in the navigation (and the link looks current). It is a plain link
 * otherwise: the document loads the page (`reloadDocument`), no class is
 * added (the look comes from `[aria-current='page']`), and nothing of the
 * router runs in the browser, which only ever gets the HTML.
 */
export const ShellLink = forwardRef<HTMLAnchorElement, ShellLinkProps>(function ShellLink({ href, className, ...rest }, ref) {
  return <NavLink ref={ref} to={href} end reloadDocument discover="none" className={() => className} {...rest} />;
});
