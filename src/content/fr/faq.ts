/**
 * /fr/faq: the canonical FAQ. Every answer that the site already gives
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

const paths = pathsIn('fr-CH');

const consultation = consultationIn('fr-CH');

const format = formatterFor('fr-CH');

const pricingAnswer = (id: (typeof pricingFaq.items)[number]['id']): FaqItem => {
  const item = pricingFaq.items.find((entry) => entry.id === id);
  if (!item) throw new Error(`pricing FAQ has no item ${id}`);
  return item;
};

export const faqContent = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Questions et réponses',
    lead: 'Ce que les organisations veulent savoir avant de se lancer: où se trouvent les données, ce que la plateforme sait faire, comment se déroule la mise en place et qui vous aide ensuite.',
  },

  browser: {
    title: 'Questions par thème',
    filter: {
      label: 'Filtrer les questions par thème',
      param: 'categorie',
      categories: [
        { id: 'all', name: 'Toutes', slug: '' },
        { id: 'security', name: 'Sécurité', slug: 'securite' },
        { id: 'technology', name: 'Technologie', slug: 'technologie' },
        { id: 'implementation', name: 'Déploiement', slug: 'deploiement' },
        { id: 'support', name: 'Support', slug: 'support' },
      ],
    },
    search: {
      label: 'Rechercher dans les questions',
      hint: 'Un ou plusieurs mots, par exemple «tokens» ou «atelier».',
    },
    count: { one: '1 question', other: '{count} questions' },
    empty: {
      title: 'Aucune question ne correspond',
      text: `Essayez un autre mot ou le thème «Toutes». Votre question n’y figure pas? Nous y répondons volontiers personnellement: ${operator.email}.`,
      reset: 'Effacer la recherche',
    },
    answerLinkLabel: 'Lien vers cette réponse',
    entries: [
      /* For everyone */
      {
        id: 'what-is-it',
        category: 'all',
        question: `Qu’est-ce que ${operator.brand}?`,
        answer: [
          'Un espace de travail IA pour les organisations: un chat avec choix du modèle, des assistants personnels, une base de connaissances alimentée par vos documents, la recherche web et la recherche approfondie, le tout exploité en Suisse.',
          'Votre équipe travaille dans le navigateur, sans serveur à gérer et sans que des données partent vers des services à l’étranger.',
        ],
      },
      {
        id: 'audience',
        category: 'all',
        question: 'À qui s’adresse la plateforme?',
        answer: [
          'Aux PME, fondations et organisations à but non lucratif en Suisse qui veulent utiliser l’IA au quotidien sans rien céder sur la protection des données.',
        ],
      },
      {
        id: 'costs',
        category: 'all',
        question: 'Combien coûte la plateforme?',
        answer: ['Cela dépend de la formule et de la taille de votre équipe. Toutes les formules, les frais d’onboarding et les règles de consommation figurent sur la page des tarifs.'],
        link: { label: 'Voir les tarifs', to: paths.pricing },
      },
      {
        id: 'get-to-know',
        category: 'all',
        question: 'Comment découvrir la plateforme au mieux?',
        answer: [
          'Lors d’un entretien gratuit. Nous vous montrons la plateforme sur des tâches tirées de votre quotidien et vous disons franchement si elle convient à votre organisation.',
        ],
        link: { label: 'Réserver un entretien gratuit', ...consultation },
      },

      /* Security */
      pricingFaqEntry('hosting', 'security'),
      {
        id: 'data-protection-law',
        category: 'security',
        question: 'La plateforme est-elle conforme à la loi suisse sur la protection des données et au RGPD?',
        answer: [
          'Oui. L’exploitation, les contrats et les processus suivent la nouvelle loi sur la protection des données (nLPD) et le RGPD de l’UE, afin que les organisations ayant des liens avec l’UE puissent elles aussi utiliser la plateforme.',
        ],
      },
      {
        id: 'data-controller',
        category: 'security',
        question: 'Qui est responsable des données saisies dans le chat?',
        answer: [
          'Pour tout ce que votre équipe saisit et téléverse dans le chat, votre organisation est responsable du traitement au sens du droit de la protection des données. Nous traitons ces données exclusivement sur votre mandat, en tant que sous-traitant.',
          'Nous sommes nous-mêmes responsables des données de ce site web et de celles de nos propres clients.',
        ],
      },
      {
        id: 'processing-agreement',
        category: 'security',
        question: 'Avons-nous besoin d’un contrat de sous-traitance?',
        answer: [
          'Oui, il fait partie de chaque contrat. Nous vous le fournissons; il fixe à quelles fins nous pouvons traiter vos données et quelles mesures de sécurité s’appliquent.',
        ],
      },
      {
        id: 'soc-2',
        category: 'security',
        question: 'La plateforme est-elle auditée selon SOC 2?',
        answer: [
          'Pas encore. Un audit SOC 2 est prévu. D’ici là, nous nous appuyons sur les certifications de notre partenaire d’hébergement et vous présentons nos mesures en détail lors d’un entretien.',
        ],
      },
      {
        id: 'sensitive-data',
        category: 'security',
        question: 'Pouvons-nous utiliser des documents confidentiels et des données personnelles?',
        answer: [
          'Techniquement oui: la plateforme est conçue pour cela. Nous recommandons néanmoins une courte règle interne qui précise quelles données vont dans quelle base de connaissances et qui y a accès. Nous l’élaborons avec vous lors de l’atelier sur les données.',
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
        question: 'Qu’est-ce qu’une base de connaissances (RAG)?',
        answer: [
          'RAG signifie Retrieval-Augmented Generation, soit génération augmentée par la recherche. Avant que le modèle de langage ne réponde, la plateforme cherche les passages pertinents dans vos propres documents et les lui transmet. La réponse s’appuie ainsi sur votre savoir plutôt que sur des données d’entraînement générales.',
        ],
      },
      {
        id: 'assistants',
        category: 'technology',
        question: 'Que sont les assistants personnels?',
        answer: [platformFeatures.assistants.text],
      },
      {
        id: 'web-research',
        category: 'technology',
        question: 'Le chat peut-il faire des recherches sur internet?',
        answer: [`Oui. ${platformFeatures.webSearch.text}`, platformFeatures.deepResearch.text],
      },
      {
        id: 'audio',
        category: 'technology',
        question: 'La plateforme traite-t-elle aussi les enregistrements audio?',
        answer: [`Oui. ${platformFeatures.audio.text}`],
      },
      {
        id: 'swiss-spelling',
        category: 'technology',
        question: 'Le chat écrit-il l’allemand selon l’orthographe suisse?',
        answer: [`Oui. ${platformFeatures.swissSpelling.text}`],
      },
      {
        id: 'api',
        category: 'technology',
        question: 'Pouvons-nous intégrer les modèles dans nos propres applications?',
        answer: [`Oui. ${platformFeatures.openAiApi.text}`],
        link: { label: 'Voir les produits API', to: paths.apiProducts },
      },

      /* Implementation */
      pricingFaqEntry('implementation', 'implementation'),
      {
        id: 'onboarding-fee',
        category: 'implementation',
        question: 'Que comprennent les frais d’onboarding?',
        answer: [
          `${onboarding.text} ${onboarding.points.map((point) => point.charAt(0).toLowerCase() + point.slice(1)).join('; ')}.`,
          `Dans la formule Business, ils se montent à ${format.chf(businessPlan.setupFee)}, à payer une seule fois.`,
        ],
      },
      {
        id: 'data-workshop',
        category: 'implementation',
        question: 'Que se passe-t-il lors de l’atelier sur les données?',
        answer: [
          'Avec les personnes qui travailleront ensuite sur la plateforme, nous déterminons les tâches à traiter en premier, les documents nécessaires et qui peut accéder à quoi. Il en ressort le plan de votre première base de connaissances.',
        ],
      },
      {
        id: 'preparation',
        category: 'implementation',
        question: 'Que devons-nous préparer avant le lancement?',
        answer: [
          'Une personne de contact habilitée à décider, un premier ensemble de documents, par exemple des règlements ou des manuels, et la liste des personnes qui auront accès en premier. Nous réglons tout le reste ensemble.',
        ],
      },
      {
        id: 'installation',
        category: 'implementation',
        question: 'Devons-nous installer quelque chose?',
        answer: ['Non. La plateforme fonctionne dans le navigateur. Votre service informatique n’a ni serveur à exploiter ni logiciel à déployer.'],
      },
      {
        id: 'team-training',
        category: 'implementation',
        question: 'Comment nos cadres apprennent-ils à utiliser l’IA de manière ciblée?',
        answer: [platformFeatures.academy.text],
        link: { label: 'Découvrir l’Academy', to: paths.academy },
      },

      /* Support */
      pricingFaqEntry('support', 'support'),
      {
        id: 'contact-support',
        category: 'support',
        question: 'Comment pouvons-nous vous joindre?',
        answer: [`Par e-mail à ${operator.email} ou par téléphone au ${operator.phone.display}. Vous parlez avec notre équipe à Zurich, pas avec un centre d’appels.`],
        link: { label: 'Page de contact', to: paths.contact },
      },
      {
        id: 'help-centre',
        category: 'support',
        question: 'Existe-t-il des guides à consulter?',
        answer: ['Oui. Le centre d’aide propose des guides pas à pas pour chaque fonction de la plateforme, y compris pour les personnes qui travaillent avec l’IA pour la première fois.'],
        link: { label: 'Ouvrir le centre d’aide', href: operator.external.helpCentre },
      },
      {
        id: 'feature-requests',
        category: 'support',
        question: 'Pouvons-nous proposer de nouvelles fonctions?',
        answer: [
          'Volontiers. Dites-nous ce qui manque à votre équipe. Les suggestions tirées du quotidien de nos clients façonnent la feuille de route, où vous voyez aussi ce qui arrive ensuite.',
        ],
        link: { label: 'Voir la feuille de route', to: paths.roadmap },
      },
    ],
  },

  resources: {
    eyebrow: 'Pour aller plus loin',
    title: 'Sources sur la protection des données et l’IA',
    intro: 'Les autorités et les normes qui nous servent de référence et qui vous aideront, vous aussi, à situer les enjeux.',
    items: [
      {
        id: 'edoeb',
        title: 'Préposé fédéral à la protection des données et à la transparence',
        publisher: 'PFPDT',
        text: 'L’autorité fédérale de surveillance explique ce que le droit de la protection des données exige des entreprises, y compris lorsqu’elles utilisent l’IA.',
        link: { label: 'Site du PFPDT', href: 'https://www.edoeb.admin.ch/' },
      },
      {
        id: 'dsg',
        title: 'Loi fédérale sur la protection des données (nLPD)',
        publisher: 'Fedlex',
        text: 'La loi révisée est en vigueur depuis le 1er septembre 2023. Son texte officiel figure dans le Recueil systématique du droit fédéral.',
        link: { label: 'Texte de loi sur Fedlex', href: 'https://www.fedlex.admin.ch/eli/cc/2022/491/fr' },
      },
      {
        id: 'nist-ai-rmf',
        title: 'AI Risk Management Framework',
        publisher: 'NIST',
        text: 'Un cadre de l’institut de normalisation américain pour identifier, évaluer et maîtriser les risques des systèmes d’IA. En anglais.',
        link: { label: 'Le cadre sur le site du NIST', href: 'https://www.nist.gov/itl/ai-risk-management-framework' },
      },
      {
        id: 'iso-42001',
        title: 'ISO/IEC 42001',
        publisher: 'ISO',
        text: 'La norme internationale des systèmes de management de l’intelligence artificielle: comment une organisation introduit et exploite l’IA de manière responsable.',
        link: { label: 'La norme sur le site de l’ISO', href: 'https://www.iso.org/standard/81230.html' },
      },
    ],
  },

  furtherLinks: {
    title: 'Vous ne trouvez pas votre question?',
    text: 'Découvrez l’équipe derrière la plateforme, écrivez-nous directement ou lisez nos actualités.',
    links: [
      { label: 'À propos', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Actualités', href: redirectPaths.blog['fr-CH'] },
    ],
  },

  consoleMessage: (questionCount) =>
    `${operator.brand} FAQ: ${questionCount} questions et réponses, chacune avec son propre lien sous ${paths.faq}#<id>. Votre question manque? Écrivez à ${operator.email}.`,
} as const satisfies FaqContent;

/** A question the pricing page answers, filed under a topic here. */
function pricingFaqEntry(id: Parameters<typeof pricingAnswer>[0], category: FaqCategoryId): FaqPageEntry {
  return { ...pricingAnswer(id), category };
}
