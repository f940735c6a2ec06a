/** /fr/tableau-de-bord-seo in French: every text of the internal dashboard; the pages it offers, the audit's limits and the resources' addresses are in `src/content/seoDashboard.ts`. */
import type { SeoDashboardWords } from '../seoDashboard';

export const seoDashboardWords = {
  intro: {
    eyebrow: 'Interne · non indexé',
    title: 'Tableau de bord SEO',
    lead: 'Tous les chiffres proviennent de l’audit du dernier build: chaque page telle que la reçoivent les visiteurs et les moteurs de recherche.',
  },
  tabsLabel: 'Sections du tableau de bord',
  tabs: { overview: 'Vue d’ensemble', meta: 'Balises meta', recommendations: 'Recommandations', resources: 'Ressources' },
  overview: {
    title: 'Toutes les pages en un coup d’œil',
    columns: { page: 'Page', score: 'Score', lengths: 'Caractères du titre / de la description' },
    internal: 'Interne, affiche cet audit',
    redirects: 'Pas encore de page, redirige vers {target}',
  },
  pageSelector: {
    title: 'Balises meta d’une page',
    label: 'Page',
    titleLabel: 'Titre',
    descriptionLabel: 'Description',
    characters: '{count} caractères',
    titleBands: { tooShort: 'trop court (moins de {minimum})', short: 'un peu court ({minimum} à {shortTo})', optimal: 'optimal ({from} à {to})', tooLong: 'trop long (plus de {to})' },
    descriptionBands: { tooShort: 'trop courte (moins de {from})', optimal: 'optimale ({from} à {to})', tooLong: 'trop longue (plus de {to})' },
    missing: 'Absent',
    flagsTitle: 'Balises',
    flags: { openGraph: 'Open Graph', twitter: 'Twitter Cards', canonical: 'Canonical', schema: 'Schema (JSON-LD)', keywords: 'Mots-clés' },
    present: 'présent',
    absent: 'absent',
    keywordsNote: 'Google ne tient plus compte de la balise meta keywords depuis des années; elle est omise à dessein et ne coûte aucun point.',
    redirectTitle: 'Cette page n’existe pas encore',
    redirectText: 'L’adresse {path} redirige vers {target}. C’est pourquoi aucun score n’est encore affiché ici.',
    internalText: 'Cette page interne affiche l’audit lui-même et n’est pas évaluée.',
    unknownText: 'L’audit du dernier build ne contient aucune donnée pour cette adresse.',
  },
  recommendationsTitle: 'Recommandations issues de l’audit',
  resources: {
    title: 'Outils et guides',
    intro: 'De quoi vérifier ce que les moteurs de recherche voient du site.',
    links: {
      searchConsole: {
        text: 'Indique quelles pages sont indexées, pour quelles recherches elles apparaissent et où Google trouve des erreurs.',
      },
      starterGuide: {
        label: 'Débuter en référencement naturel (SEO)',
        text: 'Le guide de Google sur les titres, les descriptions, les liens et les contenus.',
      },
      richResultsTest: {
        label: 'Test des résultats enrichis',
        text: 'Contrôle les données structurées d’une page telles que Google les lit.',
      },
      schemaValidator: {
        text: 'Contrôle le JSON-LD par rapport au vocabulaire de schema.org.',
      },
      bingWebmasterTools: {
        text: 'L’équivalent pour Bing, qui alimente aussi la recherche de DuckDuckGo et d’Ecosia.',
      },
    },
  },
} as const satisfies SeoDashboardWords;
