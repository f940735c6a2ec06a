/**
 * /de/faq: the canonical FAQ. Every answer that the site already gives
 * elsewhere (the pricing FAQ, the onboarding box, the home page's feature
 * list) is taken from the small module that holds it (pricingFaq,
 * onboarding, platformFeatures) and only given a category here, so a fact
 * changes in one place and this page loads no other page's content. The
 * questions only this page answers are written below them.
 */
import { formatterFor } from '../../lib/format';
import { pathsIn, redirectPaths } from '../../lib/paths';
import { consultationIn } from '../links';
import { operator } from '../operator';
import { businessPlan } from './plans';
import { onboarding } from './onboarding';
import { platformFeatures } from './platformFeatures';
import { pricingFaq } from './pricingFaq';
import type { FaqItem } from '../types';
import type { FaqCategoryId, FaqPageEntry, FaqContent } from '../faq';

const paths = pathsIn('de-CH');

const consultation = consultationIn('de-CH');

const format = formatterFor('de-CH');

const pricingAnswer = (id: (typeof pricingFaq.items)[number]['id']): FaqItem => {
  const item = pricingFaq.items.find((entry) => entry.id === id);
  if (!item) throw new Error(`pricing FAQ has no item ${id}`);
  return item;
};

export const faqContent = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Fragen und Antworten',
    lead: 'Was Organisationen vor dem Start wissen wollen: wo die Daten liegen, was die Plattform kann, wie die Einführung abläuft und wer Ihnen danach hilft.',
  },

  browser: {
    title: 'Fragen nach Thema',
    filter: {
      label: 'Fragen nach Thema filtern',
      param: 'kategorie',
      categories: [
        { id: 'all', name: 'Alle', slug: '' },
        { id: 'security', name: 'Sicherheit', slug: 'sicherheit' },
        { id: 'technology', name: 'Technologie', slug: 'technologie' },
        { id: 'implementation', name: 'Implementierung', slug: 'implementierung' },
        { id: 'support', name: 'Support', slug: 'support' },
      ],
    },
    search: {
      label: 'Fragen durchsuchen',
      hint: 'Ein oder mehrere Wörter, zum Beispiel «Tokens» oder «Workshop».',
    },
    count: { one: '1 Frage', other: '{count} Fragen' },
    empty: {
      title: 'Keine passende Frage gefunden',
      text: `Versuchen Sie ein anderes Wort oder das Thema «Alle». Fehlt Ihre Frage, beantworten wir sie gerne persönlich: ${operator.email}.`,
      reset: 'Suche löschen',
    },
    answerLinkLabel: 'Link zu dieser Antwort',
    entries: [
      /* For everyone */
      {
        id: 'what-is-it',
        category: 'all',
        question: `Was ist ${operator.brand}?`,
        answer: [
          'Ein KI-Arbeitsplatz für Organisationen: Chat mit Modellwahl, persönliche Assistenten, eine Wissensdatenbank mit Ihren Dokumenten, Websuche und Recherche, betrieben in der Schweiz.',
          'Ihr Team arbeitet im Browser, ohne eigene Server und ohne dass Daten an Dienste im Ausland abfliessen.',
        ],
      },
      {
        id: 'audience',
        category: 'all',
        question: 'Für wen ist die Plattform gedacht?',
        answer: [
          'Für KMU, Stiftungen und Non-Profit-Organisationen in der Schweiz, die KI im Alltag nutzen wollen und dabei keine Abstriche beim Datenschutz machen können.',
        ],
      },
      {
        id: 'costs',
        category: 'all',
        question: 'Was kostet die Plattform?',
        answer: ['Das hängt vom Plan und von der Grösse Ihres Teams ab. Alle Pläne, die Onboarding-Gebühr und die Regeln zum Verbrauch finden Sie auf der Preisseite.'],
        link: { label: 'Zu den Preisen', to: paths.pricing },
      },
      {
        id: 'get-to-know',
        category: 'all',
        question: 'Wie lernen wir die Plattform am besten kennen?',
        answer: [
          'In einem kostenlosen Erstgespräch. Wir zeigen die Plattform an Aufgaben aus Ihrem Alltag und sagen offen, ob sie zu Ihrer Organisation passt.',
        ],
        link: { label: 'Erstgespräch buchen', ...consultation },
      },

      /* Security */
      pricingFaqEntry('hosting', 'security'),
      {
        id: 'data-protection-law',
        category: 'security',
        question: 'Ist die Plattform mit dem Schweizer Datenschutzgesetz und der DSGVO vereinbar?',
        answer: [
          'Ja. Betrieb, Verträge und Abläufe richten sich nach dem revidierten Datenschutzgesetz (DSG) und nach der DSGVO der EU, damit auch Organisationen mit Bezug zur EU die Plattform einsetzen können.',
        ],
      },
      {
        id: 'data-controller',
        category: 'security',
        question: 'Wer ist für die Daten im Chat verantwortlich?',
        answer: [
          'Für alles, was Ihr Team in den Chat eingibt und hochlädt, ist Ihre Organisation die Verantwortliche im Sinne des Datenschutzrechts. Wir bearbeiten diese Daten ausschliesslich in Ihrem Auftrag.',
          'Für die Daten dieser Website und für unsere eigenen Kundendaten sind wir selbst verantwortlich.',
        ],
      },
      {
        id: 'processing-agreement',
        category: 'security',
        question: 'Brauchen wir einen Auftragsverarbeitungsvertrag?',
        answer: [
          'Ja, er ist Teil jedes Vertrags. Wir stellen ihn bereit; er regelt, wofür wir Ihre Daten bearbeiten dürfen und welche Sicherheitsmassnahmen gelten.',
        ],
      },
      {
        id: 'soc-2',
        category: 'security',
        question: 'Ist die Plattform nach SOC 2 geprüft?',
        answer: [
          'Noch nicht. Eine Prüfung nach SOC 2 ist geplant. Bis dahin stützen wir uns auf die Zertifizierungen unseres Hosting-Partners und legen Ihnen unsere Massnahmen im Gespräch offen.',
        ],
      },
      {
        id: 'sensitive-data',
        category: 'security',
        question: 'Dürfen wir vertrauliche Dokumente und Personendaten verwenden?',
        answer: [
          'Technisch ja, die Plattform ist dafür gebaut. Wir empfehlen trotzdem eine kurze interne Regel, welche Daten in welche Wissensdatenbank gehören und wer darauf zugreift. Im Daten-Workshop erarbeiten wir diese Regel mit Ihnen.',
        ],
      },

      /* Technology */
      pricingFaqEntry('models', 'technology'),
      pricingFaqEntry('languages', 'technology'),
      pricingFaqEntry('tokens', 'technology'),
      pricingFaqEntry('file-formats', 'technology'),
      {
        id: 'knowledge-base',
        category: 'technology',
        question: 'Was ist eine Wissensdatenbank (RAG)?',
        answer: [
          'RAG steht für Retrieval-Augmented Generation. Bevor das Sprachmodell antwortet, sucht die Plattform in Ihren eigenen Dokumenten nach den passenden Stellen und gibt sie dem Modell mit. So stützt sich die Antwort auf Ihr Wissen statt auf allgemeine Trainingsdaten.',
        ],
      },
      {
        id: 'assistants',
        category: 'technology',
        question: 'Was sind persönliche Assistenten?',
        answer: [platformFeatures.assistants.text],
      },
      {
        id: 'web-research',
        category: 'technology',
        question: 'Kann der Chat im Internet recherchieren?',
        answer: [`Ja. ${platformFeatures.webSearch.text}`, platformFeatures.deepResearch.text],
      },
      {
        id: 'audio',
        category: 'technology',
        question: 'Verarbeitet die Plattform auch Sprachaufnahmen?',
        answer: [`Ja. ${platformFeatures.audio.text}`],
      },
      {
        id: 'swiss-spelling',
        category: 'technology',
        question: 'Schreibt der Chat in Schweizer Rechtschreibung?',
        answer: [`Ja. ${platformFeatures.swissSpelling.text}`],
      },
      {
        id: 'api',
        category: 'technology',
        question: 'Können wir die Modelle in eigene Anwendungen einbinden?',
        answer: [`Ja. ${platformFeatures.openAiApi.text}`],
        link: { label: 'Zu den API-Produkten', to: paths.apiProducts },
      },

      /* Implementation */
      pricingFaqEntry('implementation', 'implementation'),
      {
        id: 'onboarding-fee',
        category: 'implementation',
        question: 'Was ist in der Onboarding-Gebühr enthalten?',
        answer: [
          `${onboarding.text} ${onboarding.points.map((point) => point.charAt(0).toLowerCase() + point.slice(1)).join('; ')}.`,
          `Im Business-Plan beträgt sie einmalig ${format.chf(businessPlan.setupFee)}.`,
        ],
      },
      {
        id: 'data-workshop',
        category: 'implementation',
        question: 'Was geschieht im Daten-Workshop?',
        answer: [
          'Wir klären mit den Menschen, die später mit der Plattform arbeiten, welche Aufgaben zuerst an die Reihe kommen, welche Dokumente dafür nötig sind und wer worauf zugreifen darf. Daraus entsteht der Plan für Ihre erste Wissensdatenbank.',
        ],
      },
      {
        id: 'preparation',
        category: 'implementation',
        question: 'Was sollten wir vor dem Start vorbereiten?',
        answer: [
          'Eine Ansprechperson, die Entscheide treffen kann, eine erste Sammlung von Dokumenten, etwa Reglemente oder Handbücher, und eine Liste der Personen, die zuerst Zugang erhalten. Alles Weitere klären wir gemeinsam.',
        ],
      },
      {
        id: 'installation',
        category: 'implementation',
        question: 'Müssen wir etwas installieren?',
        answer: ['Nein. Die Plattform läuft im Browser. Ihre IT muss weder Server betreiben noch Software verteilen.'],
      },
      {
        id: 'team-training',
        category: 'implementation',
        question: 'Wie lernen unsere Führungskräfte, KI gezielt einzusetzen?',
        answer: [platformFeatures.academy.text],
        link: { label: 'Zur Academy', to: paths.academy },
      },

      /* Support */
      pricingFaqEntry('support', 'support'),
      {
        id: 'contact-support',
        category: 'support',
        question: 'Auf welchem Weg erreichen wir Sie?',
        answer: [`Per E-Mail an ${operator.email} oder per Telefon unter ${operator.phone.display}. Sie sprechen mit unserem Team in ${operator.address.city}, nicht mit einem Callcenter.`],
        link: { label: 'Zur Kontaktseite', to: paths.contact },
      },
      {
        id: 'help-centre',
        category: 'support',
        question: 'Gibt es Anleitungen zum Nachlesen?',
        answer: ['Ja. Im Hilfe-Center finden Sie Schritt-für-Schritt-Anleitungen zu den Funktionen der Plattform, auch für Personen, die zum ersten Mal mit KI arbeiten.'],
        link: { label: 'Zum Hilfe-Center', href: operator.external.helpCentre },
      },
      {
        id: 'feature-requests',
        category: 'support',
        question: 'Können wir neue Funktionen vorschlagen?',
        answer: [
          'Gerne. Schreiben Sie uns, was Ihrem Team fehlt. Vorschläge aus dem Alltag unserer Kundinnen und Kunden prägen die Roadmap, und Sie sehen dort, was als Nächstes kommt.',
        ],
        link: { label: 'Zur Roadmap', to: paths.roadmap },
      },
    ],
  },

  resources: {
    eyebrow: 'Weiterlesen',
    title: 'Quellen zu Datenschutz und KI',
    intro: 'Behörden und Normen, an denen wir uns orientieren und die auch Ihnen bei der Einordnung helfen.',
    items: [
      {
        id: 'edoeb',
        title: 'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter',
        publisher: 'EDÖB',
        text: 'Die Aufsichtsbehörde des Bundes erklärt, was das Datenschutzrecht von Unternehmen verlangt, auch beim Einsatz von KI.',
        link: { label: 'Website des EDÖB', href: 'https://www.edoeb.admin.ch/' },
      },
      {
        id: 'dsg',
        title: 'Bundesgesetz über den Datenschutz (DSG)',
        publisher: 'Fedlex',
        text: 'Das revidierte Gesetz gilt seit dem 1. September 2023. Der amtliche Wortlaut in der Systematischen Rechtssammlung.',
        link: { label: 'Gesetzestext auf Fedlex', href: 'https://www.fedlex.admin.ch/eli/cc/2022/491/de' },
      },
      {
        id: 'nist-ai-rmf',
        title: 'AI Risk Management Framework',
        publisher: 'NIST',
        text: 'Ein Rahmenwerk des US-amerikanischen Normeninstituts, um Risiken von KI-Systemen zu erkennen, zu bewerten und zu steuern. Auf Englisch.',
        link: { label: 'Rahmenwerk bei NIST', href: 'https://www.nist.gov/itl/ai-risk-management-framework' },
      },
      {
        id: 'iso-42001',
        title: 'ISO/IEC 42001',
        publisher: 'ISO',
        text: 'Die internationale Norm für Managementsysteme künstlicher Intelligenz: wie eine Organisation KI verantwortungsvoll einführt und betreibt.',
        link: { label: 'Norm bei ISO', href: 'https://www.iso.org/standard/81230.html' },
      },
    ],
  },

  furtherLinks: {
    title: 'Ihre Frage ist nicht dabei?',
    text: 'Lernen Sie das Team hinter der Plattform kennen, schreiben Sie uns direkt oder lesen Sie, was es Neues gibt.',
    links: [
      { label: 'Über uns', to: paths.about },
      { label: 'Kontakt', to: paths.contact },
      { label: 'News', href: redirectPaths.blog['de-CH'] },
    ],
  },

  consoleMessage: (questionCount) =>
    `${operator.brand} FAQ: ${questionCount} Fragen und Antworten, einzeln verlinkbar unter /de/faq#<id>. Ihre Frage fehlt? Schreiben Sie an ${operator.email}.`,
} as const satisfies FaqContent;

/** A question the pricing page answers, filed under a topic here. */
function pricingFaqEntry(id: Parameters<typeof pricingAnswer>[0], category: FaqCategoryId): FaqPageEntry {
  return { ...pricingAnswer(id), category };
}
