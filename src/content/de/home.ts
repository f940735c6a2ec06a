/**
 * Every word of the home page /de, section by section. The sections receive
 * these objects through props; the page hands them over.
 */
import { AudioLines, BadgeCheck, Bot, CodeXml, FileSearch, FileSpreadsheet, FileText, Globe, GraduationCap, Languages, Library, Lightbulb, ListChecks, Lock, MapPin, MessagesSquare, Mic, PenLine, Scale, Search, ShieldCheck, SpellCheck, Telescope } from 'lucide-react';
import { formatterFor } from '../../lib/format';
import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import { consultationIn } from '../links';
import { cohortProgramme } from '../cohortProgramme';
import { platformFeatures } from './platformFeatures';
import type { LocalImage } from '../types';
import type { HomeContent } from '../home';

const consultation = consultationIn('de-CH');

const paths = pathsIn('de-CH');

const format = formatterFor('de-CH');

const logo = (file: string, name: string): LocalImage => ({
  src: `/images/home/${file}`,
  alt: name,
  width: 160,
  height: 48,
});

export const homeContent = {
  hero: {
    eyebrow: 'KI-Plattform aus der Schweiz',
    title: 'Künstliche Intelligenz für Ihr Team, gehostet in der Schweiz.',
    lead: `${operator.brand} gibt KMU, Stiftungen und Non-Profit-Organisationen einen KI-Arbeitsplatz mit Chat, Assistenten und Wissensdatenbank. Betrieben in Zürich, nach Schweizer und europäischem Datenschutzrecht.`,
    primaryCta: { label: 'Kostenlose Beratung', ...consultation },
    chatLabel: 'Chat direkt',
    facts: ['Hosting in Zürich', 'DSG- und DSGVO-konform', 'AES-256-verschlüsselt'],
    preview: {
      caption: 'Beispiel einer Unterhaltung im Chat',
      product: `${operator.brand} Chat`,
      modelLabel: 'Modell',
      model: 'Mistral Large',
      location: 'Server in Zürich',
      attachment: 'Protokoll_Stiftungsrat.pdf',
      question: 'Fassen Sie das Protokoll der Stiftungsratssitzung in drei Punkten zusammen.',
      answerIntro: 'Gerne. Die Beschlüsse der Sitzung:',
      answerPoints: [
        'Das Budget 2027 ist genehmigt.',
        'Zwei neue Förderprojekte starten im Frühling.',
        'Die Jahresrechnung geht bis Ende März an die Revision.',
      ],
    },
  },

  featureGroups: {
    eyebrow: 'Funktionen',
    title: 'Eine Plattform für die tägliche Arbeit mit KI',
    intro:
      'Alle Funktionen laufen auf Servern in der Schweiz. Sie entscheiden, welches Modell welche Aufgabe übernimmt und welches Wissen Ihre Assistenten nutzen.',
    groups: [
      {
        id: 'chat',
        title: 'Chat und Assistenten',
        features: [
          { icon: MessagesSquare, ...platformFeatures.modelChat },
          { icon: Bot, ...platformFeatures.assistants },
        ],
      },
      {
        id: 'wissen',
        title: 'Wissen und Dokumente',
        features: [
          { icon: Library, ...platformFeatures.knowledgeCentre },
          { icon: FileSearch, ...platformFeatures.documentAnalysis },
        ],
      },
      {
        id: 'recherche',
        title: 'Recherche',
        features: [
          { icon: Globe, ...platformFeatures.webSearch },
          { icon: Telescope, ...platformFeatures.deepResearch },
        ],
      },
      {
        id: 'sprache',
        title: 'Sprache und Audio',
        features: [
          { icon: AudioLines, ...platformFeatures.audio },
          { icon: SpellCheck, ...platformFeatures.swissSpelling },
        ],
      },
      {
        id: 'integration',
        title: 'Integration und Weiterbildung',
        features: [
          { icon: CodeXml, ...platformFeatures.openAiApi },
          { icon: GraduationCap, ...platformFeatures.academy },
        ],
      },
    ],
  },

  coreFunctions: {
    eyebrow: 'Im Chat',
    title: 'Acht Kernfunktionen für den Arbeitsalltag',
    intro: 'Was Ihr Team vom ersten Tag an mit dem Chat erledigt, auf Deutsch, Englisch, Französisch und Italienisch.',
    functions: [
      { icon: PenLine, title: 'Texte verfassen', text: 'Briefe, Offerten, Newsletter und Berichte im Ton Ihrer Organisation.' },
      { icon: ListChecks, title: 'Zusammenfassen', text: 'Lange Protokolle und Berichte auf das Wesentliche verdichten.' },
      { icon: Languages, title: 'Übersetzen', text: 'Zwischen Deutsch, Englisch, Französisch und Italienisch.' },
      { icon: FileText, title: 'Dokumente befragen', text: 'Antworten direkt aus Ihren Dateien, mit Verweis auf die Fundstelle.' },
      { icon: Search, title: 'Im Web recherchieren', text: 'Aktuelle Quellen finden und nachvollziehbar zitieren.' },
      { icon: FileSpreadsheet, title: 'Daten auswerten', text: 'Tabellen analysieren und die Ergebnisse verständlich erklären lassen.' },
      { icon: Mic, title: 'Audio transkribieren', text: 'Aufnahmen von Sitzungen und Interviews in Text umwandeln.' },
      { icon: Lightbulb, title: 'Ideen entwickeln', text: 'Konzepte, Kampagnen und Varianten gemeinsam ausarbeiten.' },
    ],
  },

  howItWorks: {
    eyebrow: 'Einführung',
    title: 'In vier Schritten zum produktiven Einsatz',
    intro: 'Die Einführung dauert in der Regel rund zwei Wochen. Wir begleiten jeden Schritt persönlich.',
    steps: [
      {
        title: 'Erstgespräch',
        text: 'In 30 kostenlosen Minuten klären wir Ihre Ziele, Ihre Daten und Ihre Anforderungen an den Datenschutz.',
      },
      {
        title: 'Daten-Workshop',
        text: 'In einem Workshop von vier Stunden bestimmen wir die Daten, die Ihr Team braucht, und richten Ihre erste Wissensdatenbank ein.',
      },
      {
        title: 'Onboarding',
        text: 'Acht Stunden Begleitung für Ihr Team: Konten, erste Assistenten und bewährte Arbeitsweisen.',
      },
      {
        title: 'Betrieb und Support',
        text: 'Ihr Team arbeitet produktiv. Unser Support ist Montag bis Freitag von 9 bis 17 Uhr da und antwortet in der Regel innert 24 Stunden.',
      },
    ],
  },

  testimonials: {
    eyebrow: 'Stimmen',
    title: 'Was Kundinnen und Kunden sagen',
    intro: 'Organisationen aus der ganzen Deutschschweiz arbeiten täglich mit unserer Plattform.',
    testimonials: [
      {
        quote:
          '«Gesuche an Förderpartner haben wir früher in Tagen vorbereitet, heute in Stunden. Entscheidend war für uns, dass die Daten in der Schweiz bleiben.»',
        author: 'Regula Beispiel',
        role: 'Geschäftsführerin',
        company: 'Stiftung Beispiel',
        logo: logo('logo-stiftung-beispiel.svg', 'Stiftung Beispiel'),
      },
      {
        quote:
          '«Unser Team befragt Reglemente und Kundendossiers direkt im Chat. Nach zwei Wochen war die Einführung abgeschlossen, ganz ohne eigene IT-Abteilung.»',
        author: 'Marco Muster',
        role: 'Partner',
        company: 'Muster Treuhand AG',
        logo: logo('logo-muster-treuhand.svg', 'Muster Treuhand AG'),
      },
      {
        quote:
          '«Als Verein mit vielen Freiwilligen brauchten wir etwas Einfaches. Den Assistenten für Spendenbriefe nutzen alle, und der Support antwortet schnell.»',
        author: 'Sandra Exempel',
        role: 'Präsidentin',
        company: 'Verein Beispielhilfe',
        logo: logo('logo-verein-beispielhilfe.svg', 'Verein Beispielhilfe'),
      },
    ],
  },

  pricing: {
    eyebrow: 'Preise',
    title: 'Klare Preise ohne Kleingedrucktes',
    intro: 'Drei Pläne für unterschiedliche Grössen. Alle Preise in Schweizer Franken, exkl. MWST.',
    detailsLink: { label: 'Alle Details zu den Preisen', to: paths.pricing },
  },

  foundingStory: {
    eyebrow: 'Unsere Geschichte',
    title: `Warum es ${operator.brand} gibt`,
    paragraphs: [
      `Wir haben ${operator.brand} in ${operator.address.city} gegründet, weil wir in Gesprächen mit KMU, Stiftungen und Vereinen immer wieder dasselbe gehört haben: Man möchte KI nutzen, aber vertrauliche Daten nicht irgendwo auf der Welt verarbeiten lassen.`,
      'Darum betreiben wir eine Plattform, die in der Schweiz gehostet ist, verständlich bleibt und von Menschen begleitet wird, die Ihre Organisation wirklich kennenlernen wollen.',
    ],
    signature: `Das Gründungsteam von ${operator.brand}`,
    offer: {
      title: 'Kostenloses Erstgespräch',
      meta: ['30 Minuten', 'Kostenlos', 'Unverbindlich'],
      points: [
        'Ihre Anwendungsfälle und Ziele',
        'Ihre Fragen zu Datenschutz und Hosting',
        `Eine ehrliche Einschätzung, ob ${operator.brand} zu Ihnen passt`,
      ],
      cta: { label: 'Erstgespräch buchen', ...consultation },
    },
  },

  trust: {
    eyebrow: 'Sicherheit',
    title: 'Sicherheit, die Sie nachprüfen können',
    intro: 'Fakten zu Hosting, Zertifizierung und Verschlüsselung, damit Sie intern sauber entscheiden können.',
    claims: [
      {
        icon: MapPin,
        title: 'Hosting in Zürich',
        text: 'Ihre Daten liegen primär auf Servern in der Region Zürich, auf Wunsch in Deutschland oder im EU/EWR-Raum.',
      },
      {
        icon: BadgeCheck,
        title: 'Zertifizierter Partner',
        text: 'Unser Rechenzentrumspartner ist nach ISO 27001 und ISO 9001 zertifiziert.',
      },
      {
        icon: Scale,
        title: 'Schweizer und EU-Datenschutz',
        text: 'Wir halten das Schweizer Datenschutzgesetz (DSG) und die EU-Datenschutz-Grundverordnung (DSGVO) ein.',
      },
      {
        icon: Lock,
        title: 'AES-256-Verschlüsselung',
        text: 'Gespeicherte Daten sind mit AES-256 verschlüsselt.',
      },
      {
        icon: ShieldCheck,
        title: 'SOC 2 geplant',
        text: 'Die Prüfung nach SOC 2 ist in Planung.',
      },
    ],
    logosTitle: `Diese Organisationen arbeiten mit ${operator.brand}`,
    logos: [
      logo('logo-stiftung-beispiel.svg', 'Stiftung Beispiel'),
      logo('logo-muster-treuhand.svg', 'Muster Treuhand AG'),
      logo('logo-verein-beispielhilfe.svg', 'Verein Beispielhilfe'),
      logo('logo-exempel-bau.svg', 'Exempel Bau GmbH'),
      logo('logo-beispiel-spitex.svg', 'Spitex Beispieltal'),
      logo('logo-muster-kommunikation.svg', 'Muster Kommunikation'),
    ],
  },

  academy: {
    eyebrow: 'Academy',
    title: 'Das Kohortenprogramm: KI in Ihrer Organisation verankern',
    text: 'In zehn Wochen lernen Entscheidungsträgerinnen und Entscheidungsträger, KI sicher und wirksam einzusetzen, vom ersten Anwendungsfall bis zum eigenen Prototyp.',
    factsLabel: 'Das Programm auf einen Blick',
    facts: [
      { value: String(cohortProgramme.weeks), label: 'Wochen' },
      { value: 'Remote', label: 'von überall' },
      { value: 'Live', label: 'mit Mentoring' },
      { value: 'Deutsch', label: 'Kurssprache' },
    ],
    programmeTitle: 'Ablauf',
    programme: [
      'Kickoff-Workshop',
      '5 Wochen Learning Labs',
      'Begleitetes Prototyping',
      'Zertifizierung und Showcase',
      'Alumni-Community',
    ],
    audience:
      'Für ein Team aus Executive Sponsor, Programmleitung oder PMO und zwei bis vier Fachbereichsleitungen. Mit Zertifikat zum Abschluss und Aufzeichnungen aller Sessions.',
    priceNote: `Erste Person ${format.chf(cohortProgramme.prices.firstSeat)}, jede weitere Person derselben Organisation ${format.chf(cohortProgramme.prices.furtherSeat)}, exkl. MWST.`,
    cta: { label: 'Zur Academy', to: paths.academy },
  },

  closingCta: {
    title: 'Sprechen wir über Ihre Anwendungsfälle',
    text: 'In 30 Minuten klären wir, wo KI Ihrem Team Zeit spart und wie Ihre Daten geschützt bleiben. Kostenlos und unverbindlich.',
    cta: { label: 'Kostenlose Beratung buchen', ...consultation },
    contactPrefix: 'Lieber schriftlich? Schreiben Sie uns an',
    email: operator.email,
  },
} as const satisfies HomeContent;
