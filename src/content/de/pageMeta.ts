/**
 * Every page's title and description in German, for the head, the social
 * cards and the SEO pages. A title leaves out the brand, which
 * `src/content/pageContent.ts` adds; figures and names are `{placeholders}`.
 */
import type { PageMetaWords, SocialCardWords } from '../pageContent';

export const pageMetaWords = {
  home: {
    title: 'Sichere KI-Plattform aus der Schweiz für KMU',
    description:
      'KI-Chat, Assistenten und Dokumentenanalyse, gehostet in Zürich: für KMU, Stiftungen und Non-Profits, die Datenschutz ernst nehmen. Kostenlose Erstberatung.',
  },
  pricing: {
    title: 'Preise für KI aus der Schweiz: Pläne und Tokens',
    description:
      'Was die Schweizer KI-Plattform kostet: {business} für Teams ab {users} Personen mit {tokenMillions} Millionen Tokens, {enterprise} auf Anfrage. Hosting in Zürich, Preise exkl. MWST.',
  },
  apiProducts: {
    title: 'OpenAI-kompatible KI-API, gehostet in Zürich',
    description:
      'OpenAI-kompatible API für Mistral- und GPT-Modelle sowie Embeddings, gehostet in Zürich. Mit Schnellstart für curl, JavaScript und Python und klaren Preisen.',
  },
  academy: {
    title: 'Academy: KI-Kohortenprogramm in {weeks} Wochen',
    description:
      'Zehn Wochen remote und live auf Deutsch: Euer Führungsteam lernt, KI sicher einzusetzen, und baut eigene Abläufe. Erste Person {firstSeat}, weitere die Hälfte.',
  },
  faq: {
    title: 'FAQ: Datenschutz, Technik und Einführung',
    description:
      'Antworten zu Datenschutz, Hosting in Zürich, Sprachmodellen, Tokens, Einführung und Support: nach Thema filtern, Stichworte suchen, Antworten direkt verlinken.',
  },
  about: {
    title: 'Über uns: Team, Grundsätze und Haltung',
    description:
      'Wer hinter der Schweizer KI-Plattform steht: unsere Mission, drei Grundsätze der Zusammenarbeit, das Team in {city} und warum Ihre Daten in der Schweiz bleiben.',
  },
  contact: {
    title: 'Kontakt: Gespräch buchen, anrufen, schreiben',
    description:
      'Buchen Sie ein kostenloses Kennenlernen von 15 bis 20 Minuten oder erreichen Sie unser Team in {city} per Telefon und E-Mail, Montag bis Freitag, {opensAt} bis {closesAt} Uhr.',
  },
  freeSession: {
    title: 'Kostenloses Erstgespräch zu KI, 30 Minuten',
    description:
      '30 Minuten per Video: Wir zeigen die KI-Plattform an Ihren Aufgaben und beantworten Fragen zu Datenschutz, Kosten und Einführung. Kostenlos und unverbindlich.',
  },
  bookingConfirmed: {
    title: 'Termin gebucht: Bestätigung folgt per E-Mail',
    description: 'Ihr Termin ist gebucht. In wenigen Minuten erhalten Sie die Bestätigung per E-Mail, mit allen Details und dem Link zum Videogespräch.',
  },
  login: {
    title: 'Anmelden oder Konto erstellen – KI aus {city}',
    description:
      'Melden Sie sich bei Ihrer KI-Plattform an oder erstellen Sie ein Konto: Schweizer Hosting, DSG- und DSGVO-konform, verschlüsselt. Für KMU, Stiftungen und NPO.',
  },
  resetPassword: {
    title: 'Passwort zurücksetzen – Zugang zur App',
    description:
      'Passwort vergessen? Prüfen Sie Ihre E-Mail-Adresse und legen Sie in der App von {brand} ein neues Passwort fest. Ihre Adresse geben wir nicht weiter.',
  },
  roadmap: {
    title: 'Roadmap: was die KI-Plattform neu kann und plant',
    description:
      'Von temporären Chats bis MCP: was die Schweizer KI-Plattform seit {since} dazugewonnen hat, was das nächste Release bringt und was wir erproben.',
  },
  impressum: {
    title: 'Impressum: Betreiberin, Register und Kontakt',
    description: 'Wer diese Website betreibt: {company} in {city}, Handelsregister, UID- und MWST-Nummer, Geschäftsführung, Kontakt und Datenschutzberater.',
  },
  terms: {
    title: 'AGB: Vertragsbedingungen für die KI-Plattform',
    description:
      'Die Allgemeinen Geschäftsbedingungen für die Schweizer KI-Plattform: Leistungen, Auftragsbearbeitung, Preise und Zahlung, Laufzeit, Support und Gerichtsstand.',
  },
  privacy: {
    title: 'Datenschutzerklärung nach DSG und DSGVO',
    description:
      'Welche Personendaten wir wozu bearbeiten, wer sie erhält, in welchen Ländern, wie lange wir sie aufbewahren und welche Rechte Sie nach DSG und DSGVO haben.',
  },
  cookies: {
    title: 'Cookie-Richtlinie: welche Cookies wir setzen',
    description:
      'Welche Cookies unsere Website setzt, wozu und wie lange: notwendige, funktionale und Marketing-Cookies, jeweils mit Anbieter. Ihre Wahl ändern Sie jederzeit.',
  },
  seoAudit: {
    title: 'SEO-Audit: Checkliste aller Seiten (intern)',
    description:
      'Interne Prüfung jeder Seite beim Build: Titel, Beschreibung, Canonical, strukturierte Daten, Sitemap und robots.txt, mit Punktzahl und klaren Empfehlungen.',
  },
  seoDashboard: {
    title: 'SEO-Dashboard: Meta-Tags und Scores (intern)',
    description:
      'Internes Dashboard zum letzten Build: Titel und Beschreibung jeder Seite mit Länge, Open Graph, Twitter, Canonical, Schema und Score, dazu Empfehlungen.',
  },
} as const satisfies PageMetaWords;

/** Every page's social card as a sentence, for those who cannot see it (`og:image:alt`). */
export const socialCardWords = {
  alt: 'Logo und Name von {brand}, darunter der Titel «{title}».',
} as const satisfies SocialCardWords;
