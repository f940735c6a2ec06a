import { operator } from './operator';
import { commonCopy } from './common';
import { consentCopy } from './consent';

/** Header, mobile menu and footer: every label and destination of the site's navigation. */

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}
export interface ExternalLink {
  label: string;
  href: string;
}
export interface FooterColumn {
  title: string;
  links: ReadonlyArray<{ label: string } & ({ to: string } | { href: string; external?: boolean })>;
}

export const headerNav = {
  homeLabel: `${operator.brand} – zur Startseite`,
  mainLabel: 'Hauptnavigation',
  skipLink: 'Zum Inhalt springen',
  products: {
    label: 'Produkte',
    items: [
      { label: 'Chat', to: '/de', description: 'Der sichere KI-Chat für Ihr Team' },
      { label: 'Academy', to: '/de/academy', description: '10 Wochen KI-Programm für Führungsteams' },
      { label: 'API-Produkte', to: '/de/api-products', description: 'OpenAI-kompatibel, gehostet in der Schweiz' },
      { label: 'Preise', to: '/de/pricing', description: 'Pläne für Teams jeder Grösse' },
    ],
  },
  about: { label: 'Über uns', to: '/de/about' },
  company: {
    label: 'Unternehmen',
    items: [
      { label: 'Kontakt', to: '/de/contact', description: 'Telefon, E-Mail und Gesprächstermin' },
      { label: 'FAQ', to: '/de/faq', description: 'Antworten zu Sicherheit, Technik und Einführung' },
    ],
  },
  chat: { label: 'Chat', to: '/de' },
  demo: { label: 'Demo buchen', to: '/de/free-session' },
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
        { label: 'Chat', to: '/de' },
        { label: 'Preise', to: '/de/pricing' },
        { label: 'Roadmap', to: '/de/roadmap' },
        { label: 'Dokumentation', href: operator.docs.guide },
      ],
    },
    {
      title: 'Unternehmen',
      links: [
        { label: 'Über uns', to: '/de/about' },
        { label: 'Kontakt', to: '/de/contact' },
        { label: 'LinkedIn', href: operator.external.linkedin, external: true },
        { label: 'News', href: operator.external.news, external: true },
      ],
    },
    {
      title: 'Service',
      links: [
        { label: 'Hilfe-Center', href: operator.external.helpCentre, external: true },
        { label: 'Login Dashboard', href: operator.app.login, external: true },
      ],
    },
    {
      title: 'Rechtliches',
      links: [
        { label: 'Datenschutz', to: '/de/datenschutz' },
        { label: 'AGB', to: '/de/agb' },
        { label: 'Impressum', to: '/de/impressum' },
      ],
    },
  ],
  externalHint: commonCopy.opensInNewTab,
  cookieSettings: consentCopy.footerLink,
  legalLine: `© ${operator.company} · ${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`,
} as const satisfies { columns: ReadonlyArray<FooterColumn>; [key: string]: unknown };
