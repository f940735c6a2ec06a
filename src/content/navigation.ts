/**
 * The header, the mobile menu and the footer: which pages and addresses
 * they link to, in which order and in which column, written once here; what
 * each language calls them is in `src/content/words/navigation.json`.
 */
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';
import { localizedPagePaths, type PageName, type SiteHref } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';
import { cohortProgramme } from './cohortProgramme';
import type { CommonContent } from './common';
import type { ExternalLinkContent, LinkContent } from './types';
import { contentModule } from './contentModule';
import { introCallIn } from './links';
import { operator } from './operator';

/** A menu entry: a page of the site with a line that says what is there. */
export interface NavLink extends LinkContent {
  description?: string;
}

export interface FooterColumn {
  /** Stable, short and URL-safe (`product`, `legal`): the column heading's id is built from it. */
  id: string;
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
  /** The site's blog, beside «Über uns». */
  blog: LinkContent;
  company: { label: string; items: ReadonlyArray<NavLink> };
  /** The highlighted chat link. */
  chat: LinkContent;
  /** The call to action: the free intro call. */
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

/** The header's two menus, in order: each entry's page. */
const productsMenu = [
  { id: 'chat', page: 'home' },
  { id: 'academy', page: 'academy' },
  { id: 'apiProducts', page: 'apiProducts' },
  { id: 'pricing', page: 'pricing' },
] as const satisfies ReadonlyArray<{ id: string; page: PageName }>;

const companyMenu = [
  { id: 'contact', page: 'contact' },
  { id: 'faq', page: 'faq' },
] as const satisfies ReadonlyArray<{ id: string; page: PageName }>;

/** A footer link: a page of the site, or an address the router does not serve (`external`: elsewhere, in a new tab). */
type FooterLinkFacts = { id: string; page: PageName } | { id: string; href: string; external?: true };

/** The footer's columns and their links, in order. */
const footerColumns = [
  {
    id: 'product',
    links: [
      { id: 'chat', page: 'home' },
      { id: 'pricing', page: 'pricing' },
      { id: 'roadmap', page: 'roadmap' },
      { id: 'docs', href: operator.docs.guide },
    ],
  },
  {
    id: 'company',
    links: [
      { id: 'about', page: 'about' },
      { id: 'contact', page: 'contact' },
      { id: 'linkedin', href: operator.external.linkedin, external: true },
      { id: 'blog', page: 'blog' },
    ],
  },
  {
    id: 'service',
    links: [
      { id: 'faq', page: 'faq' },
      { id: 'helpCentre', href: operator.external.helpCentre, external: true },
      { id: 'appLogin', href: operator.app.login, external: true },
    ],
  },
  {
    id: 'legal',
    links: [
      { id: 'privacy', page: 'privacy' },
      { id: 'terms', page: 'terms' },
      { id: 'impressum', page: 'impressum' },
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; links: ReadonlyArray<FooterLinkFacts> }>;

/** Each menu entry's label and its line, which may name the Academy's length in weeks as `{weeks}`. */
type MenuEntryWords<Id extends string> = Readonly<Record<Id, { label: string; description: Template }>>;
type FooterColumnFacts = (typeof footerColumns)[number];

/** What a language writes for the header and the footer: every label, each menu entry and footer link by its id. */
export interface NavigationWords {
  header: {
    /** May name the brand as `{brand}`. */
    homeLabel: Template;
    mainLabel: string;
    skipLink: string;
    products: { label: string; items: MenuEntryWords<(typeof productsMenu)[number]['id']> };
    /** The label of the link to /about. */
    about: string;
    /** The label of the link to the blog. */
    blog: string;
    company: { label: string; items: MenuEntryWords<(typeof companyMenu)[number]['id']> };
    /** The label of the highlighted chat link. */
    chat: string;
    /** The label of the call to action: it leads to the free intro call. */
    demo: string;
    menuOpen: string;
    menuClose: string;
    mobileMenuLabel: string;
  };
  footer: {
    label: string;
    tagline: string;
    /** Each column's title and its links' labels. */
    columns: { readonly [Column in FooterColumnFacts as Column['id']]: { title: string; links: Readonly<Record<Column['links'][number]['id'], string>> } };
    cookieSettings: string;
  };
}

/** The menu entries in order, each with its page in this language and its words, figures formatted. */
function menuIn(locale: Locale, entries: ReadonlyArray<{ id: string; page: PageName }>, words: Readonly<Record<string, { label: string; description: Template }>>): ReadonlyArray<NavLink> {
  const facts = { weeks: formatterFor(locale).number(cohortProgramme.weeks) };
  return entries.map(({ id, page }) => ({ label: words[id]!.label, to: localizedPagePaths[page][locale], description: fillIn(words[id]!.description, facts) }));
}

/** The module as each language writes it (src/content/words/navigation.json), for the registry (siteContent.ts). */
export const navigationModule = contentModule(
  ({ navigationWords: words }: { navigationWords: NavigationWords }, locale: Locale, needs: { common: { commonContent: CommonContent } }): { headerNav: HeaderNavContent; footerNav: FooterNavContent } => {
    const paths = localizedPagePaths;
    const { header, footer } = words;
    const { street, postalCode, city } = operator.address;
    return {
      headerNav: {
        home: paths.home[locale],
        homeLabel: fillIn(header.homeLabel, { brand: operator.brand }),
        mainLabel: header.mainLabel,
        skipLink: header.skipLink,
        products: { label: header.products.label, items: menuIn(locale, productsMenu, header.products.items) },
        about: { label: header.about, to: paths.about[locale] },
        blog: { label: header.blog, to: paths.blog[locale] },
        company: { label: header.company.label, items: menuIn(locale, companyMenu, header.company.items) },
        chat: { label: header.chat, to: paths.home[locale] },
        demo: { label: header.demo, ...introCallIn(locale) },
        menuOpen: header.menuOpen,
        menuClose: header.menuClose,
        mobileMenuLabel: header.mobileMenuLabel,
      },
      footerNav: {
        label: footer.label,
        tagline: footer.tagline,
        columns: footerColumns.map((column): FooterColumn => {
          const columnWords = footer.columns[column.id] as { title: string; links: Readonly<Record<string, string>> };
          return {
            id: column.id,
            title: columnWords.title,
            links: column.links.map((link: FooterLinkFacts) => {
              const label = columnWords.links[link.id]!;
              if ('page' in link) return { label, to: paths[link.page][locale] };
              return link.external ? { label, href: link.href, external: true } : { label, href: link.href };
            }),
          };
        }),
        externalHint: needs.common.commonContent.opensInNewTab,
        cookieSettings: footer.cookieSettings,
        // The postal address, the same in every language.
        legalLine: `© ${operator.company} · ${street}, ${postalCode} ${city}`,
      },
    };
  },
);
