import { operator } from '../operator';
import { commonContent } from './common';
import { consultationIn } from '../links';
import { pathsIn } from '../../lib/paths';
import type { FooterNavContent, HeaderNavContent } from '../navigation';

const consultation = consultationIn('fr-CH');

const paths = pathsIn('fr-CH');

export const headerNav = {
  home: paths.home,
  homeLabel: `${operator.brand} – retour à l’accueil`,
  mainLabel: 'Navigation principale',
  skipLink: 'Aller au contenu',
  products: {
    label: 'Produits',
    items: [
      { label: 'Chat', to: paths.home, description: 'Le chat IA sécurisé pour votre équipe' },
      { label: 'Academy', to: paths.academy, description: 'Programme IA de 10 semaines pour équipes de direction' },
      { label: 'Produits API', to: paths.apiProducts, description: 'Compatibles OpenAI, hébergés en Suisse' },
      { label: 'Tarifs', to: paths.pricing, description: 'Des formules pour les équipes de toute taille' },
    ],
  },
  about: { label: 'À propos', to: paths.about },
  company: {
    label: 'Entreprise',
    items: [
      { label: 'Contact', to: paths.contact, description: 'Téléphone, e-mail et prise de rendez-vous' },
      { label: 'FAQ', to: paths.faq, description: 'Réponses sur la sécurité, la technique et la mise en place' },
    ],
  },
  chat: { label: 'Chat', to: paths.home },
  demo: { label: 'Réserver une démo', ...consultation },
  menuOpen: 'Ouvrir le menu',
  menuClose: 'Fermer le menu',
  mobileMenuLabel: 'Menu',
} as const satisfies HeaderNavContent;

export const footerNav = {
  label: 'Pied de page',
  tagline: 'Une IA sécurisée et suisse pour les PME, les fondations et les organisations à but non lucratif. Hébergée à Zurich.',
  columns: [
    {
      title: 'Produit',
      links: [
        { label: 'Chat', to: paths.home },
        { label: 'Tarifs', to: paths.pricing },
        { label: 'Feuille de route', to: paths.roadmap },
        { label: 'Documentation', href: operator.docs.guide },
      ],
    },
    {
      title: 'Entreprise',
      links: [
        { label: 'À propos', to: paths.about },
        { label: 'Contact', to: paths.contact },
        { label: 'LinkedIn', href: operator.external.linkedin, external: true },
        { label: 'Actualités', href: operator.external.news, external: true },
      ],
    },
    {
      title: 'Assistance',
      links: [
        { label: 'FAQ', to: paths.faq },
        { label: 'Centre d’aide', href: operator.external.helpCentre, external: true },
        { label: 'Connexion au tableau de bord', href: operator.app.login, external: true },
      ],
    },
    {
      title: 'Informations légales',
      links: [
        { label: 'Protection des données', to: paths.privacy },
        { label: 'CGV', to: paths.terms },
        { label: 'Mentions légales', to: paths.impressum },
      ],
    },
  ],
  externalHint: commonContent.opensInNewTab,
  /** Reopens the consent settings on every page. */
  cookieSettings: 'Paramètres des cookies',
  legalLine: `© ${operator.company} · ${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`,
} as const satisfies FooterNavContent;
