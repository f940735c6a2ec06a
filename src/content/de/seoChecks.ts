/** /de/seo-audit and /de/seo-dashboard in German: what the checks, statuses, scores and recommendations are called; the categories' checks and the advice's priorities are in `src/content/seoChecks.ts`. */
import type { SeoChecksWords } from '../seoChecks';

export const seoChecksWords = {
  statusLabels: { pass: 'Erfüllt', warning: 'Warnung', fail: 'Fehler' },
  priorityLabels: { high: 'Hoch', medium: 'Mittel', low: 'Niedrig' },
  priorityLabel: 'Priorität',
  score: { label: 'SEO-Score', outOf: 'von 100', bands: { green: 'Gut', amber: 'Verbesserungswürdig', red: 'Schwach' } },
  checks: {
    title: {
      name: 'Länge des Seitentitels',
      rule: 'Der Titel ist {titleFrom} bis {titleTo} Zeichen lang; unter {titleMinimum} oder über {titleTo} Zeichen gilt als Fehler.',
      advice: {
        title: 'Seitentitel auf {titleFrom} bis {titleTo} Zeichen bringen',
        text: 'In dieser Länge zeigt Google den Titel ganz an: Thema vorne, Marke am Schluss.',
      },
    },
    description: {
      name: 'Meta-Description',
      rule: 'Die Beschreibung ist {descriptionFrom} bis {descriptionTo} Zeichen lang und fasst die Seite in einem Satz zusammen.',
      advice: {
        title: 'Beschreibungen auf {descriptionFrom} bis {descriptionTo} Zeichen bringen',
        text: 'Kürzere Beschreibungen ersetzt Google oft durch einen zufälligen Textausschnitt, längere schneidet es ab.',
      },
    },
    openGraph: {
      name: 'Open-Graph-Tags',
      rule: 'og:type, og:title, og:description, og:url und og:image sind gesetzt, damit geteilte Links eine Vorschau zeigen.',
      advice: { title: 'Open-Graph-Tags ergänzen', text: 'Ohne sie zeigen LinkedIn und Messenger beim Teilen nur die nackte Adresse.' },
    },
    twitter: {
      name: 'Twitter-Cards',
      rule: 'twitter:card, twitter:title und twitter:description sind gesetzt.',
      advice: { title: 'Twitter-Cards ergänzen', text: 'Damit erscheinen geteilte Links auf X mit Titel, Text und Bild.' },
    },
    canonical: {
      name: 'Canonical-URL',
      rule: 'Jede Seite nennt sich selbst mit vollständiger Adresse als kanonische URL.',
      advice: {
        title: 'Canonical-URL korrigieren',
        text: 'Fehlt sie oder zeigt sie auf eine andere Adresse, wertet Google womöglich die falsche Seite.',
      },
    },
    robots: {
      name: 'Robots-Meta-Tag',
      rule: 'Jede Seite sagt Suchmaschinen ausdrücklich, ob sie in den Index gehört.',
      advice: { title: 'Robots-Meta-Tag setzen', text: 'Eine ausdrückliche Angabe verhindert, dass interne Seiten in Suchergebnissen landen.' },
    },
    h1: {
      name: 'Genau eine Hauptüberschrift',
      rule: 'Jede Seite hat genau eine H1, die ihr Thema nennt.',
      advice: { title: 'Eine H1 pro Seite', text: 'Die Hauptüberschrift zeigt Suchmaschinen und Screenreadern, worum es geht.' },
    },
    imageAlt: {
      name: 'Alternativtexte',
      rule: 'Jedes Bild hat ein alt-Attribut; rein dekorative Bilder ein leeres.',
      advice: { title: 'Alternativtexte ergänzen', text: 'Bilder ohne Alternativtext bleiben für Screenreader und die Bildersuche stumm.' },
    },
    linkText: {
      name: 'Sprechende Linktexte',
      rule: 'Kein Link heisst nur «hier», «mehr», «hier klicken» oder «weiterlesen».',
      advice: { title: 'Linktexte sprechend formulieren', text: 'Ein Linktext nennt das Ziel, etwa «Preise ansehen», damit er auch ohne Umfeld verständlich ist.' },
    },
    structuredData: {
      name: 'Strukturierte Daten vorhanden',
      rule: 'Die Seite beschreibt sich mit JSON-LD nach schema.org, etwa als Organisation, Produkt oder FAQ.',
      advice: {
        title: 'Strukturierte Daten ergänzen',
        text: 'Wo eine Seite Fragen beantwortet, Preise nennt oder Termine anbietet, helfen passende schema.org-Typen der Darstellung in den Suchergebnissen.',
      },
    },
    structuredDataValid: {
      name: 'Strukturierte Daten gültig',
      rule: 'Jeder JSON-LD-Block lässt sich lesen und nennt @context und @type.',
      advice: { title: 'JSON-LD reparieren', text: 'Ein fehlerhafter Block wird ganz ignoriert und bricht den Build ab.' },
    },
    sitemap: {
      name: 'Sitemap',
      rule: 'Jede indexierbare Seite steht in sitemap.xml, keine interne.',
      advice: { title: 'Sitemap abgleichen', text: 'Die Sitemap entsteht aus der Routentabelle; eine Abweichung deutet auf einen falschen Eintrag dort.' },
    },
    robotsTxt: {
      name: 'robots.txt',
      rule: 'robots.txt sperrt keine Seite, die gefunden werden soll.',
      advice: { title: 'robots.txt öffnen', text: 'Eine gesperrte Seite erscheint nicht in den Suchergebnissen, so gut sie auch ist.' },
    },
    lang: {
      name: 'Sprache angegeben',
      rule: 'Das html-Element nennt die Sprache der Seite ({lang}).',
      advice: { title: 'Sprache angeben', text: 'Suchmaschinen und Screenreader lesen die Seite dann in der richtigen Sprache.' },
    },
    viewport: {
      name: 'Darstellung auf dem Telefon',
      rule: 'Ein Viewport-Meta-Tag lässt die Seite auf kleinen Bildschirmen in voller Breite erscheinen.',
      advice: { title: 'Viewport-Meta-Tag setzen', text: 'Google bewertet die mobile Fassung einer Seite zuerst.' },
    },
    imageSize: {
      name: 'Bildgrössen angegeben',
      rule: 'Bilder nennen Breite und Höhe, damit beim Laden nichts verspringt.',
      advice: { title: 'Bildgrössen angeben', text: 'Springender Inhalt stört beim Lesen und zählt zu den Core Web Vitals.' },
    },
    fontFallback: {
      name: 'Schriftwechsel ohne Versatz',
      rule: 'Bis die Schrift geladen ist, steht der Text in einer Ersatzschrift mit denselben Massen; beim Wechsel verschiebt sich nichts.',
      advice: { title: 'Ersatzschrift angleichen', text: 'Ohne angeglichene Ersatzschrift springt der Text, sobald die Schrift eintrifft; das zählt zu den Core Web Vitals.' },
    },
  },
  categories: {
    meta: 'Meta-Tags',
    structure: 'Inhaltsstruktur',
    structuredData: 'Strukturierte Daten',
    technical: 'Technisches SEO',
    experience: 'Nutzererlebnis',
  },
  passesEverywhere: 'Auf allen {pageCount} indexierbaren Seiten erfüllt.',
  affectedLabel: 'Betroffen:',
  unservedAdvice: {
    title: 'Verlinkte Adressen ohne eigene Seite',
    text: 'Diese Adressen sind verlinkt oder geplant, führen aber noch auf keine eigene Seite. Wer sie aufruft, wird weitergeleitet.',
    item: '{path} leitet auf {target} weiter',
  },
  standingAdvice: {
    'search-console': {
      title: 'Sitemap bei den Suchmaschinen einreichen',
      description: 'Die Search Console von Google und die Webmaster Tools von Bing melden, welche Seiten im Index sind und wo es hakt.',
      items: ['{sitemapUrl} in beiden Diensten eintragen', 'Den Bericht zur Indexierung einmal im Monat lesen'],
    },
    'questions-as-content': {
      title: 'Fragen aus Erstgesprächen als Inhalte beantworten',
      description: 'Wer nach KI mit Schweizer Hosting sucht, fragt konkret nach Datenschutz, Kosten und Einführung. Jede gute Antwort kann ein FAQ-Eintrag oder eine Seite werden.',
      items: ['Wiederkehrende Fragen aus Gesprächen sammeln', 'Pro Frage eine klare Antwort mit Beispiel schreiben'],
    },
  },
  vagueLinkTexts: ['hier', 'hier klicken', 'mehr', 'mehr erfahren', 'weiterlesen', 'link'],
} as const satisfies SeoChecksWords;
