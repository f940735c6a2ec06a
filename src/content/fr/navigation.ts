/** The header, the mobile menu and the footer in French: every label; the pages they lead to and their order are in `src/content/navigation.ts`. */
import type { NavigationWords } from '../navigation';

export const navigationWords = {
  header: {
    homeLabel: '{brand} – retour à l’accueil',
    mainLabel: 'Navigation principale',
    skipLink: 'Aller au contenu',
    products: {
      label: 'Produits',
      items: {
        chat: { label: 'Chat', description: 'Le chat IA sécurisé pour votre équipe' },
        academy: { label: 'Academy', description: 'Programme IA de {weeks} semaines pour équipes de direction' },
        apiProducts: { label: 'Produits API', description: 'Compatibles OpenAI, hébergés en Suisse' },
        pricing: { label: 'Tarifs', description: 'Des formules pour les équipes de toute taille' },
      },
    },
    about: 'À propos',
    company: {
      label: 'Entreprise',
      items: {
        contact: { label: 'Contact', description: 'Téléphone, e-mail et prise de rendez-vous' },
        faq: { label: 'FAQ', description: 'Réponses sur la sécurité, la technique et la mise en place' },
      },
    },
    chat: 'Chat',
    demo: 'Réserver une démo',
    menuOpen: 'Ouvrir le menu',
    menuClose: 'Fermer le menu',
    mobileMenuLabel: 'Menu',
  },
  footer: {
    label: 'Pied de page',
    tagline: 'Une IA sécurisée et suisse pour les PME, les fondations et les organisations à but non lucratif. Hébergée à Zurich.',
    columns: {
      product: {
        title: 'Produit',
        links: { chat: 'Chat', pricing: 'Tarifs', roadmap: 'Feuille de route', docs: 'Documentation' },
      },
      company: {
        title: 'Entreprise',
        links: { about: 'À propos', contact: 'Contact', linkedin: 'LinkedIn', news: 'Actualités' },
      },
      service: {
        title: 'Assistance',
        links: { faq: 'FAQ', helpCentre: 'Centre d’aide', appLogin: 'Connexion au tableau de bord' },
      },
      legal: {
        title: 'Informations légales',
        links: { privacy: 'Protection des données', terms: 'CGV', impressum: 'Mentions légales' },
      },
    },
    cookieSettings: 'Paramètres des cookies',
  },
} as const satisfies NavigationWords;
