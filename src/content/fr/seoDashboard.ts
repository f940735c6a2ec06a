/**
 * /fr/tableau-de-bord-seo: the build's audit by page, in four tabs. Internal: not
 * indexed, not in the sitemap.
 */
import type { SeoDashboardContent } from '../seoDashboard';

export const seoDashboardContent = {
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
    lengths: '{title} / {description}',
    internal: 'Interne, affiche cet audit',
    redirects: 'Pas encore de page, redirige vers {target}',
  },
  pageSelector: {
    title: 'Balises meta d’une page',
    label: 'Page',
    paths: ['/fr', '/fr/tarifs', '/fr/academy', '/fr/a-propos', '/fr/contact', '/fr/blog', '/fr/faq', '/fr/entretien-gratuit'],
    titleLabel: 'Titre',
    descriptionLabel: 'Description',
    characters: '{count} caractères',
    titleBands: { tooShort: 'trop court (moins de 40)', short: 'un peu court (40 à 49)', optimal: 'optimal (50 à 60)', tooLong: 'trop long (plus de 60)' },
    descriptionBands: { tooShort: 'trop courte (moins de 120)', optimal: 'optimale (120 à 160)', tooLong: 'trop longue (plus de 160)' },
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
    links: [
      {
        label: 'Google Search Console',
        href: 'https://search.google.com/search-console',
        text: 'Indique quelles pages sont indexées, pour quelles recherches elles apparaissent et où Google trouve des erreurs.',
      },
      {
        label: 'Débuter en référencement naturel (SEO)',
        href: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide?hl=fr',
        text: 'Le guide de Google sur les titres, les descriptions, les liens et les contenus.',
      },
      {
        label: 'Test des résultats enrichis',
        href: 'https://search.google.com/test/rich-results',
        text: 'Contrôle les données structurées d’une page telles que Google les lit.',
      },
      {
        label: 'Schema Markup Validator',
        href: 'https://validator.schema.org/',
        text: 'Contrôle le JSON-LD par rapport au vocabulaire de schema.org.',
      },
      {
        label: 'Bing Webmaster Tools',
        href: 'https://www.bing.com/webmasters',
        text: 'L’équivalent pour Bing, qui alimente aussi la recherche de DuckDuckGo et d’Ecosia.',
      },
    ],
  },
} as const satisfies SeoDashboardContent;
