import type { SiteHref } from '../lib/paths';
import type { ExternalLinkContent, LinkContent } from './types';
import { contentModule } from './contentModule';

/** A menu entry: a page of the site with a line that says what is there. */
export interface NavLink extends LinkContent {
  description?: string;
}

export interface FooterColumn {
  title: string;
  /** Pages of the site, or addresses elsewhere (`external`: opens in a new tab). */
  links: ReadonlyArray<LinkContent | (ExternalLinkContent & { external?: boolean })>;
}

/** Header, mobile menu and their accessible names, in one language. */
export interface HeaderNavContent {
  home: SiteHref;
  /** The logo link's name: the brand and where it leads. */
  homeLabel: string;
  mainLabel: string;
  skipLink: string;
  products: { label: string; items: ReadonlyArray<NavLink> };
  about: LinkContent;
  company: { label: string; items: ReadonlyArray<NavLink> };
  /** The highlighted chat link. */
  chat: LinkContent;
  /** The call to action: the free consultation. */
  demo: LinkContent;
  menuOpen: string;
  menuClose: string;
  mobileMenuLabel: string;
}

/** The footer in one language. */
export interface FooterNavContent {
  label: string;
  tagline: string;
  columns: ReadonlyArray<FooterColumn>;
  /** Read after an external link's name. */
  externalHint: string;
  /** Reopens the consent settings on every page. */
  cookieSettings: string;
  legalLine: string;
}

/** The module as each language writes it (src/content/<segment>/navigation.ts), for the registry (siteContent.ts). */
export const navigationModule = contentModule((words: { headerNav: HeaderNavContent; footerNav: FooterNavContent }) => words);
