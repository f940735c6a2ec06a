import { operator } from '../operator';
import { commonContent } from './common';
import { consultationIn } from '../links';
import { pathsIn } from '../../lib/paths';
import type { FooterNavContent, HeaderNavContent } from '../navigation';

const consultation = consultationIn('de-CH');

const paths = pathsIn('de-CH');

export const headerNav = {
  home: paths.home,
  homeLabel: `${operator.brand} – zur Startseite`,
  mainLabel: 'Hauptnavigation',
  skipLink: 'Zum Inhalt springen',
  products: {
    label: 'Produkte',
    items: [
      { label: 'Chat', to: paths.home, description: 'Der sichere KI-Chat für Ihr Team' },
      { label: 'Academy', to: paths.academy, description: '10 Wochen KI-Programm für Führungsteams' },
      { label: 'API-Produkte', to: paths.apiProducts, description: 'OpenAI-kompatibel, gehostet in der Schweiz' },
      { label: 'Preise', to: paths.pricing, description: 'Pläne für Teams jeder Grösse' },
    ],
  },
  about: { label: 'Über uns', to: paths.about },
  company: {
    label: 'Unternehmen',
    items: [
      { label: 'Kontakt', to: paths.contact, description: 'Telefon, E-Mail und Gesprächstermin' },
      { label: 'FAQ', to: paths.faq, description: 'Antworten zu Sicherheit, Technik und Einführung' },
    ],
  },
  chat: { label: 'Chat', to: paths.home },
  demo: { label: 'Demo buchen', ...consultation },
  menuOpen: 'Menü öffnen',
  menuClose: 'Menü schliessen',
  mobileMenuLabel: 'Menü',
} as const satisfies HeaderNavContent;

export const footerNav = {
  label: 'Fusszeile',
  tagline: 'Sichere KI aus der Schweiz für KMU, Stiftungen und Non-Profit-Organisationen. Gehostet in Zürich.',
  columns: [
    {
      title: 'Produkt',
      links: [
        { label: 'Chat', to: paths.home },
        { label: 'Preise', to: paths.pricing },
        { label: 'Roadmap', to: paths.roadmap },
        { label: 'Dokumentation', href: operator.docs.guide },
      ],
    },
    {
      title: 'Unternehmen',
      links: [
        { label: 'Über uns', to: paths.about },
        { label: 'Kontakt', to: paths.contact },
        { label: 'LinkedIn', href: operator.external.linkedin, external: true },
        { label: 'News', href: operator.external.news, external: true },
      ],
    },
    {
      title: 'Service',
      links: [
        { label: 'FAQ', to: paths.faq },
        { label: 'Hilfe-Center', href: operator.external.helpCentre, external: true },
        { label: 'Login Dashboard', href: operator.app.login, external: true },
      ],
    },
    {
      title: 'Rechtliches',
      links: [
        { label: 'Datenschutz', to: paths.privacy },
        { label: 'AGB', to: paths.terms },
        { label: 'Impressum', to: paths.impressum },
      ],
    },
  ],
  externalHint: commonContent.opensInNewTab,
  /** Reopens the consent settings on every page. */
  cookieSettings: 'Cookie-Einstellungen',
  legalLine: `© ${operator.company} · ${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`,
} as const satisfies FooterNavContent;
