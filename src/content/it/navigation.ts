/** The header, the mobile menu and the footer in Italian: every label; the pages they lead to and their order are in `src/content/navigation.ts`. */
import type { NavigationWords } from '../navigation';

export const navigationWords = {
  header: {
    homeLabel: '{brand} – alla pagina iniziale',
    mainLabel: 'Navigazione principale',
    skipLink: 'Passare al contenuto',
    products: {
      label: 'Prodotti',
      items: {
        chat: { label: 'Chat', description: 'La chat IA sicura per il suo team' },
        academy: { label: 'Academy', description: 'Percorso IA di {weeks} settimane per team di direzione' },
        apiProducts: { label: 'Prodotti API', description: 'Compatibili con OpenAI, ospitati in Svizzera' },
        pricing: { label: 'Prezzi', description: 'Piani per team di ogni dimensione' },
      },
    },
    about: 'Chi siamo',
    company: {
      label: 'Azienda',
      items: {
        contact: { label: 'Contatto', description: 'Telefono, e-mail e appuntamento' },
        faq: { label: 'FAQ', description: 'Risposte su sicurezza, tecnologia e avvio' },
      },
    },
    chat: 'Chat',
    demo: 'Prenotare una demo',
    menuOpen: 'Aprire il menu',
    menuClose: 'Chiudere il menu',
    mobileMenuLabel: 'Menu di navigazione',
  },
  footer: {
    label: 'Piè di pagina',
    tagline: 'IA sicura dalla Svizzera per PMI, fondazioni ed enti non profit. Ospitata a Zurigo.',
    columns: {
      product: {
        title: 'Prodotto',
        links: { chat: 'Chat', pricing: 'Prezzi', roadmap: 'Roadmap', docs: 'Documentazione' },
      },
      company: {
        title: 'Azienda',
        links: { about: 'Chi siamo', contact: 'Contatto', linkedin: 'LinkedIn', news: 'Notizie' },
      },
      service: {
        title: 'Assistenza',
        links: { faq: 'FAQ', helpCentre: 'Centro assistenza', appLogin: 'Accesso alla dashboard' },
      },
      legal: {
        title: 'Informazioni legali',
        links: { privacy: 'Protezione dei dati', terms: 'CGC', impressum: 'Note legali' },
      },
    },
    cookieSettings: 'Impostazioni dei cookie',
  },
} as const satisfies NavigationWords;
