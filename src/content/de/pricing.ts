/**
 * The pricing page /de/pricing in German, section by section: every text
 * but the plans' (./plans), the onboarding box's (./onboarding) and the
 * FAQ's (./pricingFaq). The figures the texts quote, the order of the rules
 * and examples and the links are in `src/content/pricing.ts`.
 */
import type { PricingWords } from '../pricing';

export const pricingWords = {
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
    support: {
      title: 'Support',
      keyFact: 'Montag bis Freitag, {supportFrom}–{supportUntil} Uhr',
      text: 'Fragen aus dem Alltag beantworten wir persönlich:',
      points: [
        'Antwort in der Regel innert 24 Stunden',
        'Hinweis, sobald {quotaNotice} Ihres Token-Kontingents verbraucht sind',
        'Im Enterprise-Plan mit Service Level Agreement (SLA)',
      ],
    },
  },

  priceRules: {
    eyebrow: 'Fragen zu den Preisen',
    title: 'Was Sie vor der Entscheidung wissen sollten',
    intro: 'Die wichtigsten Regeln zu Nutzerzahl, Kontingent und Vertrag auf einen Blick.',
    items: {
      'intro-price': {
        question: 'Was gilt beim Einführungspreis?',
        answer:
          'Neukundinnen und Neukunden, die den Business-Plan bis {bookableUntil} buchen, zahlen {offerPrice} statt {regularPrice} pro Monat. Der Preis ist für {guaranteedMonths} Abrechnungsmonate garantiert.',
      },
      'additional-users': {
        question: 'Was kostet eine zusätzliche Person?',
        answer:
          'Im Business-Plan sind {users} Nutzerinnen und Nutzer enthalten, das ist zugleich das Minimum. Jede weitere Person kostet {pricePerExtraUser} pro Monat.',
      },
      'quota-notice': {
        question: 'Was passiert, wenn das Token-Kontingent knapp wird?',
        answer:
          'Sobald Ihr Team {quotaNotice} des monatlichen Kontingents verbraucht hat, erhalten Sie von uns eine Benachrichtigung. So bleibt Zeit, den Verbrauch zu planen oder den Plan anzupassen.',
      },
      'usage-billing': {
        question: 'Wie wird zusätzlicher Verbrauch abgerechnet?',
        answer:
          'Was Ihr Team über das Kontingent des Plans hinaus nutzt, wird nach Verbrauch abgerechnet, pro weitere 1 Million Tokens. Die Benachrichtigung bei {quotaNotice} sorgt dafür, dass Sie davon nicht überrascht werden.',
      },
      'change-plan': {
        question: 'Können wir den Plan wechseln?',
        answer:
          'Ein Upgrade ist jederzeit möglich und gilt ab sofort. Ein Downgrade ist auf das Ende der Vertragslaufzeit möglich.',
      },
      'non-profit': {
        question: 'Gibt es Rabatte für Non-Profit-Organisationen?',
        answer:
          'Ja. Gemeinnützige Organisationen, Stiftungen und Vereine erhalten einen Rabatt. Sprechen Sie uns an, wir klären die Bedingungen im Gespräch.',
      },
      vat: {
        question: 'Sind die Preise inklusive Mehrwertsteuer?',
        answer: 'Nein. Alle Preise verstehen sich exkl. MWST; die Mehrwertsteuer von derzeit {vat} kommt auf der Rechnung dazu.',
      },
    },
  },

  tokens: {
    eyebrow: 'Tokens',
    title: 'Wie viel sind {quotaMillions} Millionen Tokens?',
    intro:
      'Sprachmodelle zählen Text in Tokens, also in Wortteilen. Die folgenden Werte helfen beim Einschätzen; der tatsächliche Verbrauch hängt von Sprache und Aufgabe ab.',
    factsLabel: 'Faustregeln',
    facts: {
      pagesPerMillionTokens: { unit: 'A4-Seiten', text: 'entsprechen rund 1 Million Tokens' },
      tokensPerPage: { unit: 'Tokens', text: 'für eine A4-Seite mit 500 Wörtern' },
      tokensPerBook: { unit: 'Tokens', text: 'für ein ganzes Buch' },
      tokensPerWord: { unit: 'Tokens', text: 'pro Wort, je nach Sprache und Text' },
    },
    tableCaption: 'Typische Texte und ihr Verbrauch',
    kindHeader: 'Text',
    tokensHeader: 'Tokens, ungefähr',
    kinds: {
      'social-post': { label: 'Social-Media-Beitrag', countLabel: 'Social-Media-Beiträge' },
      'product-description': { label: 'Produktbeschreibung', countLabel: 'Produktbeschreibungen' },
      'blog-article': { label: 'Blogartikel', countLabel: 'Blogartikel' },
      'marketing-strategy': { label: 'Marketingstrategie', countLabel: 'Marketingstrategien' },
      'business-plan': { label: 'Analyse eines Businessplans', countLabel: 'Businessplan-Analysen' },
      'a4-page': { label: 'A4-Seite mit 500 Wörtern', countLabel: 'Weitere A4-Seiten' },
    },
    estimator: {
      title: 'Ihren Monatsverbrauch schätzen',
      intro: 'Wie viele dieser Texte entstehen in Ihrem Team pro Monat? Tragen Sie die Anzahl ein, die Schätzung rechnet sofort mit.',
      fieldsLabel: 'Anzahl Texte pro Monat',
      perItemPrefix: 'je rund',
      unit: 'Tokens',
      totalLabel: 'Geschätzter Verbrauch pro Monat',
      shareSuffix: 'des Business-Kontingents',
      meterLabel: 'Anteil am Business-Kontingent',
      quotaLabel: 'Kontingent im Business-Plan: {quotaMillions} Millionen Tokens pro Monat',
      notes: {
        empty: 'Noch keine Texte eingetragen.',
        within: 'Das passt gut in das monatliche Kontingent des Business-Plans.',
        nearQuota:
          'Das liegt nahe am Kontingent. Ab {quotaNotice} erhalten Sie eine Benachrichtigung, damit Sie rechtzeitig planen können.',
        overQuota:
          'Das geht über das monatliche Kontingent hinaus. Der zusätzliche Verbrauch wird nach Nutzung abgerechnet; bei dauerhaft hohem Bedarf lohnt sich ein Blick auf den Enterprise-Plan.',
      },
      disclaimer:
        'Eine grobe Schätzung für das Verfassen von Texten. Rückfragen im Chat, Dokumentenanalysen und Recherchen verbrauchen zusätzlich Tokens.',
    },
  },

  closingCta: {
    title: 'Welcher Plan passt zu Ihrem Team?',
    text: 'In 30 kostenlosen Minuten rechnen wir mit Ihnen durch, was Ihr Team braucht: Nutzerzahl, Tokens und Wissensdatenbank. Unverbindlich.',
    cta: 'Kostenlose Beratung buchen',
    contactPrefix: 'Lieber schriftlich? Schreiben Sie uns an',
  },
} as const satisfies PricingWords;
