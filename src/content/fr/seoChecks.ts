/** /fr/audit-seo and /fr/tableau-de-bord-seo in French: what the checks, statuses, scores and recommendations are called; the categories' checks and the advice's priorities are in `src/content/seoChecks.ts`. */
import type { SeoChecksWords } from '../seoChecks';

export const seoChecksWords = {
  statusLabels: { pass: 'Conforme', warning: 'Avertissement', fail: 'Erreur' },
  priorityLabels: { high: 'Haute', medium: 'Moyenne', low: 'Basse' },
  priorityLabel: 'Priorité',
  score: { label: 'Score SEO', outOf: 'sur 100', bands: { green: 'Bon', amber: 'À améliorer', red: 'Faible' } },
  checks: {
    title: {
      name: 'Longueur du titre de page',
      rule: 'Le titre compte de {titleFrom} à {titleTo} caractères; en dessous de {titleMinimum} ou au-delà de {titleTo} caractères, c’est une erreur.',
      advice: {
        title: 'Titres de page: viser {titleFrom} à {titleTo} caractères',
        text: 'À cette longueur, Google affiche le titre en entier: le sujet en tête, la marque à la fin.',
      },
    },
    description: {
      name: 'Meta description',
      rule: 'La description compte de {descriptionFrom} à {descriptionTo} caractères et résume la page en une phrase.',
      advice: {
        title: 'Descriptions: viser {descriptionFrom} à {descriptionTo} caractères',
        text: 'Google remplace souvent une description plus courte par un extrait pris au hasard dans la page, et coupe une description plus longue.',
      },
    },
    openGraph: {
      name: 'Balises Open Graph',
      rule: 'og:type, og:title, og:description, og:url et og:image sont définies, pour qu’un lien partagé affiche un aperçu.',
      advice: { title: 'Compléter les balises Open Graph', text: 'Sans elles, LinkedIn et les messageries n’affichent que l’adresse brute lors d’un partage.' },
    },
    twitter: {
      name: 'Twitter Cards',
      rule: 'twitter:card, twitter:title et twitter:description sont définies.',
      advice: { title: 'Compléter les Twitter Cards', text: 'Un lien partagé sur X apparaît alors avec son titre, son texte et son image.' },
    },
    canonical: {
      name: 'URL canonique',
      rule: 'Chaque page se désigne elle-même, avec son adresse complète, comme URL canonique.',
      advice: {
        title: 'Corriger l’URL canonique',
        text: 'Si elle manque ou pointe vers une autre adresse, Google risque d’évaluer la mauvaise page.',
      },
    },
    robots: {
      name: 'Balise meta robots',
      rule: 'Chaque page indique explicitement aux moteurs de recherche si elle doit figurer dans l’index.',
      advice: { title: 'Définir la balise meta robots', text: 'Une indication explicite évite que des pages internes apparaissent dans les résultats de recherche.' },
    },
    h1: {
      name: 'Un seul titre principal',
      rule: 'Chaque page a exactement un H1, qui en nomme le sujet.',
      advice: { title: 'Un H1 par page', text: 'Le titre principal indique aux moteurs de recherche et aux lecteurs d’écran de quoi parle la page.' },
    },
    imageAlt: {
      name: 'Textes alternatifs',
      rule: 'Chaque image a un attribut alt; les images purement décoratives en ont un vide.',
      advice: { title: 'Compléter les textes alternatifs', text: 'Une image sans texte alternatif reste muette pour les lecteurs d’écran et la recherche d’images.' },
    },
    linkText: {
      name: 'Textes de lien explicites',
      rule: 'Aucun lien ne s’intitule seulement «ici», «plus», «cliquez ici» ou «lire la suite».',
      advice: { title: 'Rédiger des textes de lien explicites', text: 'Un texte de lien nomme sa destination, par exemple «Voir les tarifs», pour rester compréhensible hors de son contexte.' },
    },
    structuredData: {
      name: 'Données structurées présentes',
      rule: 'La page se décrit en JSON-LD selon schema.org, par exemple comme organisation, produit ou FAQ.',
      advice: {
        title: 'Compléter les données structurées',
        text: 'Lorsqu’une page répond à des questions, indique des prix ou propose des dates, les types schema.org adaptés améliorent sa présentation dans les résultats de recherche.',
      },
    },
    structuredDataValid: {
      name: 'Données structurées valides',
      rule: 'Chaque bloc JSON-LD est lisible et indique @context et @type.',
      advice: { title: 'Réparer le JSON-LD', text: 'Un bloc défectueux est entièrement ignoré et interrompt le build.' },
    },
    sitemap: {
      name: 'Sitemap',
      rule: 'Chaque page indexable figure dans sitemap.xml, aucune page interne.',
      advice: { title: 'Aligner le sitemap', text: 'Le sitemap est généré à partir de la table des routes; un écart signale une entrée erronée dans celle-ci.' },
    },
    robotsTxt: {
      name: 'robots.txt',
      rule: 'robots.txt ne bloque aucune page qui doit être trouvée.',
      advice: { title: 'Lever les blocages dans robots.txt', text: 'Une page bloquée n’apparaît pas dans les résultats de recherche, aussi bonne soit-elle.' },
    },
    lang: {
      name: 'Langue indiquée',
      rule: 'L’élément html indique la langue de la page ({lang}).',
      advice: { title: 'Indiquer la langue', text: 'Les moteurs de recherche et les lecteurs d’écran lisent alors la page dans la bonne langue.' },
    },
    viewport: {
      name: 'Affichage sur mobile',
      rule: 'Une balise meta viewport affiche la page sur toute la largeur des petits écrans.',
      advice: { title: 'Définir la balise meta viewport', text: 'Google évalue d’abord la version mobile d’une page.' },
    },
    imageSize: {
      name: 'Dimensions des images indiquées',
      rule: 'Les images indiquent leur largeur et leur hauteur, pour que rien ne bouge pendant le chargement.',
      advice: { title: 'Indiquer les dimensions des images', text: 'Un contenu qui saute gêne la lecture et compte parmi les Core Web Vitals.' },
    },
    fontFallback: {
      name: 'Changement de police sans décalage',
      rule: 'Tant que la police n’est pas chargée, le texte s’affiche dans une police de remplacement aux mêmes dimensions; rien ne bouge au moment du changement.',
      advice: { title: 'Ajuster la police de remplacement', text: 'Sans police de remplacement ajustée, le texte saute dès que la police arrive; cela compte parmi les Core Web Vitals.' },
    },
  },
  categories: {
    meta: 'Balises meta',
    structure: 'Structure du contenu',
    structuredData: 'Données structurées',
    technical: 'SEO technique',
    experience: 'Expérience utilisateur',
  },
  passesEverywhere: 'Conforme sur les {pageCount} pages indexables.',
  affectedLabel: 'Pages concernées:',
  unservedAdvice: {
    title: 'Adresses liées sans page propre',
    text: 'Ces adresses sont liées ou prévues, mais ne mènent encore à aucune page propre. Les visiteurs qui les ouvrent sont redirigés.',
    item: '{path} redirige vers {target}',
  },
  standingAdvice: {
    'search-console': {
      title: 'Soumettre le sitemap aux moteurs de recherche',
      description: 'La Search Console de Google et les Webmaster Tools de Bing indiquent quelles pages sont indexées et où cela coince.',
      items: ['Enregistrer {sitemapUrl} dans les deux services', 'Lire le rapport d’indexation une fois par mois'],
    },
    'questions-as-content': {
      title: 'Transformer les questions des premiers entretiens en contenus',
      description: 'Qui cherche une IA hébergée en Suisse pose des questions précises sur la protection des données, les coûts et la mise en place. Chaque bonne réponse peut devenir une entrée de FAQ ou une page.',
      items: ['Recueillir les questions récurrentes des entretiens', 'Rédiger pour chaque question une réponse claire, avec un exemple'],
    },
  },
  vagueLinkTexts: ['ici', 'cliquez ici', 'plus', 'en savoir plus', 'lire la suite', 'lien'],
} as const satisfies SeoChecksWords;
