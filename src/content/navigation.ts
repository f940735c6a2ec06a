import { operator } from './operator';
import { commonContent } from './common';
import { consultation } from './links';
import { pagePaths } from '../lib/paths';
import type { ExternalLinkContent, LinkContent } from './types';

/** Header, mobile menu and footer: every label and destination of the site's navigation. */

/** A menu entry: a page of the site with a line that says what is there. */
export interface NavLink extends LinkContent {
  description?: string;
}
export interface FooterColumn {
  title: string;
  /** Pages of the site, or addresses elsewhere (`external`: opens in a new tab). */
  links: ReadonlyArray<LinkContent | (ExternalLinkContent & { external?: boolean })>;
}

export const headerNav = {
  home: pagePaths.home,
  homeLabel: `${operator.brand} – zur Startseite`,
  mainLabel: 'Hauptnavigation',
  skipLink: 'Zum Inhalt springen',
  products: {
    label: 'Produkte',
    items: [
      { label: 'Chat', to: pagePaths.home, description: 'Der sichere KI-Chat für Ihr Team' },
      { label: 'Academy', to: pagePaths.academy, description: '10 Wochen KI-Programm für Führungsteams' },
      { label: 'API-Produkte', to: pagePaths.apiProducts, description: 'OpenAI-kompatibel, gehostet in der Schweiz' },
      { label: 'Preise', to: pagePaths.pricing, description: 'Pläne für Teams jeder Grösse' },
    ],
  },
  about: { label: 'Über uns', to: pagePaths.about },
  company: {
    label: 'Unternehmen',
    items: [
      { label: 'Kontakt', to: pagePaths.contact, description: 'Telefon, E-Mail und Gesprächstermin' },
      { label: 'FAQ', to: pagePaths.faq, description: 'Antworten zu Sicherheit, Technik und Einführung' },
    ],
  },
  chat: { label: 'Chat', to: pagePaths.home },
  demo: { label: 'Demo buchen', ...consultation },
  menuOpen: 'Menü öffnen',
  menuClose: 'Menü schliessen',
  mobileMenuLabel: 'Menü',
} as const satisfies {
  products: { label: string; items: ReadonlyArray<NavLink> };
  company: { label: string; items: ReadonlyArray<NavLink> };
  [key: string]: unknown;
};

export const footerNav = {
  label: 'Fusszeile',
  tagline: 'Sichere KI aus der Schweiz für KMU, Stiftungen und Non-Profit-Organisationen. Gehostet in Zürich.',
  columns: [
    {
      title: 'Produkt',
      links: [
        { label: 'Chat', to: pagePaths.home },
        { label: 'Preise', to: pagePaths.pricing },
        { label: 'Roadmap', to: pagePaths.roadmap },
        { label: 'Dokumentation', href: operator.docs.guide },
      ],
    },
    {
      title: 'Unternehmen',
      links: [
        { label: 'Über uns', to: pagePaths.about },
        { label: 'Kontakt', to: pagePaths.contact },
        { label: 'LinkedIn', href: operator.external.linkedin, external: true },
        { label: 'News', href: operator.external.news, external: true },
      ],
    },
    {
      title: 'Service',
      links: [
        { label: 'FAQ', to: pagePaths.faq },
        { label: 'Hilfe-Center', href: operator.external.helpCentre, external: true },
        { label: 'Login Dashboard', href: operator.app.login, external: true },
      ],
    },
    {
      title: 'Rechtliches',
      links: [
        { label: 'Datenschutz', to: pagePaths.privacy },
        { label: 'AGB', to: pagePaths.terms },
        { label: 'Impressum', to: pagePaths.impressum },
      ],
    },
  ],
  externalHint: commonContent.opensInNewTab,
  /** Reopens the consent settings on every page. */
  cookieSettings: 'Cookie-Einstellungen',
  legalLine: `© ${operator.company} · ${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`,
} as const satisfies { columns: ReadonlyArray<FooterColumn>; [key: string]: unknown };
