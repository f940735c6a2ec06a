/**
 * Every word of the pricing page /de/pricing, section by section. The plans
 * themselves and the introductory offer live in ./plans (shared with the
 * home page); this module holds the rest. Amounts are numbers in CHF,
 * formatted with `format.chf`; token figures are numbers, formatted by the
 * sections with `format.number`.
 */
import { formatterFor } from '../../lib/format';
import { consultationIn } from '../links';
import { onboarding } from './onboarding';
import { pricingFaq } from './pricingFaq';
import { operator } from '../operator';
import { businessMonthlyTokens } from '../plans';
import { businessIntroOffer, businessPlan } from './plans';
import type { PricingContent } from '../pricing';

const consultation = consultationIn('de-CH');

const format = formatterFor('de-CH');

export const pricingContent = {
  intro: {
    eyebrow: 'Preise',
    title: 'Klare Preise für KI aus der Schweiz',
    lead: 'Ein Plan für Teams, einer für grosse Organisationen und bald einer für Einzelpersonen. Alle Preise in Schweizer Franken, exkl. MWST.',
    facts: ['Server in Zürich', 'Persönliches Onboarding', 'Support Montag bis Freitag'],
  },

  plans: {
    title: 'Die drei Pläne',
    footnote:
      'Alle Preise in Schweizer Franken, exkl. MWST. Der Business-Plan wird jährlich abgerechnet; Verbrauch über das Kontingent hinaus nach Nutzung.',
  },

  onboardingSupport: {
    eyebrow: 'Onboarding und Support',
    title: 'Gut begleitet vom ersten Tag an',
    intro: 'Eine neue Plattform ist erst nützlich, wenn Ihr Team sie im Alltag einsetzt. Darum gehört die Einführung dazu.',
    onboarding,
    support: {
      title: 'Support',
      keyFact: 'Montag bis Freitag, 9–17 Uhr',
      text: 'Fragen aus dem Alltag beantworten wir persönlich:',
      points: [
        'Antwort in der Regel innert 24 Stunden',
        'Hinweis, sobald 80\u00a0% Ihres Token-Kontingents verbraucht sind',
        'Im Enterprise-Plan mit Service Level Agreement (SLA)',
      ],
    },
  },

  priceRules: {
    eyebrow: 'Fragen zu den Preisen',
    title: 'Was Sie vor der Entscheidung wissen sollten',
    intro: 'Die wichtigsten Regeln zu Nutzerzahl, Kontingent und Vertrag auf einen Blick.',
    items: [
      {
        id: 'intro-price',
        question: 'Was gilt beim Einführungspreis?',
        answer: `Neukundinnen und Neukunden, die den Business-Plan bis 30. Juni 2025 buchen, zahlen ${format.chf(businessIntroOffer.price)} statt ${format.chf(businessPlan.price)} pro Monat. Der Preis ist für ${businessIntroOffer.guaranteedMonths} Abrechnungsmonate garantiert.`,
        whileIntroOfferRuns: true,
      },
      {
        id: 'additional-users',
        question: 'Was kostet eine zusätzliche Person?',
        answer: `Im Business-Plan sind 35 Nutzerinnen und Nutzer enthalten, das ist zugleich das Minimum. Jede weitere Person kostet ${format.chf(15)} pro Monat.`,
      },
      {
        id: 'quota-notice',
        question: 'Was passiert, wenn das Token-Kontingent knapp wird?',
        answer:
          'Sobald Ihr Team 80\u00a0% des monatlichen Kontingents verbraucht hat, erhalten Sie von uns eine Benachrichtigung. So bleibt Zeit, den Verbrauch zu planen oder den Plan anzupassen.',
      },
      {
        id: 'usage-billing',
        question: 'Wie wird zusätzlicher Verbrauch abgerechnet?',
        answer:
          'Was Ihr Team über das Kontingent des Plans hinaus nutzt, wird nach Verbrauch abgerechnet, pro weitere 1 Million Tokens. Die Benachrichtigung bei 80\u00a0% sorgt dafür, dass Sie davon nicht überrascht werden.',
      },
      {
        id: 'change-plan',
        question: 'Können wir den Plan wechseln?',
        answer:
          'Ein Upgrade ist jederzeit möglich und gilt ab sofort. Ein Downgrade ist auf das Ende der Vertragslaufzeit möglich.',
      },
      {
        id: 'non-profit',
        question: 'Gibt es Rabatte für Non-Profit-Organisationen?',
        answer:
          'Ja. Gemeinnützige Organisationen, Stiftungen und Vereine erhalten einen Rabatt. Sprechen Sie uns an, wir klären die Bedingungen im Gespräch.',
      },
      {
        id: 'vat',
        question: 'Sind die Preise inklusive Mehrwertsteuer?',
        answer: 'Nein. Alle Preise verstehen sich exkl. MWST; die Mehrwertsteuer von derzeit 8.1\u00a0% kommt auf der Rechnung dazu.',
      },
    ],
  },

  tokens: {
    eyebrow: 'Tokens',
    title: 'Wie viel sind 10 Millionen Tokens?',
    intro:
      'Sprachmodelle zählen Text in Tokens, also in Wortteilen. Die folgenden Werte helfen beim Einschätzen; der tatsächliche Verbrauch hängt von Sprache und Aufgabe ab.',
    factsLabel: 'Faustregeln',
    facts: [
      { value: 1_500, unit: 'A4-Seiten', text: 'entsprechen rund 1 Million Tokens' },
      { value: 700, unit: 'Tokens', text: 'für eine A4-Seite mit 500 Wörtern' },
      { value: [60_000, 100_000], unit: 'Tokens', text: 'für ein ganzes Buch' },
      { value: [1.3, 1.5], unit: 'Tokens', text: 'pro Wort, je nach Sprache und Text' },
    ],
    tableCaption: 'Typische Texte und ihr Verbrauch',
    kindHeader: 'Text',
    tokensHeader: 'Tokens, ungefähr',
    kinds: [
      { id: 'social-post', label: 'Social-Media-Beitrag', countLabel: 'Social-Media-Beiträge', tokens: 500 },
      { id: 'product-description', label: 'Produktbeschreibung', countLabel: 'Produktbeschreibungen', tokens: 1_500 },
      { id: 'blog-article', label: 'Blogartikel', countLabel: 'Blogartikel', tokens: 2_500 },
      { id: 'marketing-strategy', label: 'Marketingstrategie', countLabel: 'Marketingstrategien', tokens: 2_500 },
      { id: 'business-plan', label: 'Analyse eines Businessplans', countLabel: 'Businessplan-Analysen', tokens: 3_000 },
      { id: 'a4-page', label: 'A4-Seite mit 500 Wörtern', countLabel: 'Weitere A4-Seiten', tokens: 700 },
    ],
    estimator: {
      title: 'Ihren Monatsverbrauch schätzen',
      intro: 'Wie viele dieser Texte entstehen in Ihrem Team pro Monat? Tragen Sie die Anzahl ein, die Schätzung rechnet sofort mit.',
      fieldsLabel: 'Anzahl Texte pro Monat',
      perItemPrefix: 'je rund',
      unit: 'Tokens',
      totalLabel: 'Geschätzter Verbrauch pro Monat',
      shareSuffix: 'des Business-Kontingents',
      meterLabel: 'Anteil am Business-Kontingent',
      quota: businessMonthlyTokens,
      quotaLabel: 'Kontingent im Business-Plan: 10 Millionen Tokens pro Monat',
      notes: {
        empty: 'Noch keine Texte eingetragen.',
        within: 'Das passt gut in das monatliche Kontingent des Business-Plans.',
        nearQuota:
          'Das liegt nahe am Kontingent. Ab 80\u00a0% erhalten Sie eine Benachrichtigung, damit Sie rechtzeitig planen können.',
        overQuota:
          'Das geht über das monatliche Kontingent hinaus. Der zusätzliche Verbrauch wird nach Nutzung abgerechnet; bei dauerhaft hohem Bedarf lohnt sich ein Blick auf den Enterprise-Plan.',
      },
      disclaimer:
        'Eine grobe Schätzung für das Verfassen von Texten. Rückfragen im Chat, Dokumentenanalysen und Recherchen verbrauchen zusätzlich Tokens.',
    },
  },

  faq: pricingFaq,

  closingCta: {
    title: 'Welcher Plan passt zu Ihrem Team?',
    text: 'In 30 kostenlosen Minuten rechnen wir mit Ihnen durch, was Ihr Team braucht: Nutzerzahl, Tokens und Wissensdatenbank. Unverbindlich.',
    cta: { label: 'Kostenlose Beratung buchen', ...consultation },
    contactPrefix: 'Lieber schriftlich? Schreiben Sie uns an',
    email: operator.email,
  },
} as const satisfies PricingContent;
