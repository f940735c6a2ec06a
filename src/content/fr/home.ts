/**
 * Every word of the home page /fr, section by section. The sections receive
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

const consultation = consultationIn('fr-CH');

const paths = pathsIn('fr-CH');

const format = formatterFor('fr-CH');

const logo = (file: string, name: string): LocalImage => ({
  src: `/images/home/${file}`,
  alt: name,
  width: 160,
  height: 48,
});

export const homeContent = {
  hero: {
    eyebrow: 'Plateforme d’IA suisse',
    title: 'L’intelligence artificielle pour votre équipe, hébergée en Suisse.',
    lead: `${operator.brand} offre aux PME, aux fondations et aux organisations à but non lucratif un espace de travail d’IA avec chat, assistants et base de connaissances. La plateforme est exploitée à Zurich, dans le respect du droit suisse et européen de la protection des données.`,
    primaryCta: { label: 'Conseil gratuit', ...consultation },
    chatLabel: 'Discuter en direct',
    facts: ['Hébergement à Zurich', 'Conforme à la nLPD et au RGPD', 'Chiffrement AES-256'],
    preview: {
      caption: 'Exemple de conversation dans le chat',
      product: `${operator.brand} Chat`,
      modelLabel: 'Modèle',
      model: 'Mistral Large',
      location: 'Serveur à Zurich',
      attachment: 'PV_conseil_de_fondation.pdf',
      question: 'Résumez le procès-verbal de la séance du conseil de fondation en trois points.',
      answerIntro: 'Volontiers. Voici les décisions prises lors de la séance:',
      answerPoints: [
        'Le budget 2027 est approuvé.',
        'Deux nouveaux projets de soutien démarrent au printemps.',
        'Les comptes annuels partent à l’organe de révision d’ici fin mars.',
      ],
    },
  },

  featureGroups: {
    eyebrow: 'Fonctions',
    title: 'Une plateforme pour travailler au quotidien avec l’IA',
    intro:
      'Toutes les fonctions tournent sur des serveurs en Suisse. Vous décidez quel modèle se charge de quelle tâche et sur quelles connaissances s’appuient vos assistants.',
    groups: [
      {
        id: 'chat',
        title: 'Chat et assistants',
        features: [
          { icon: MessagesSquare, ...platformFeatures.modelChat },
          { icon: Bot, ...platformFeatures.assistants },
        ],
      },
      {
        id: 'wissen',
        title: 'Connaissances et documents',
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
        title: 'Langues et audio',
        features: [
          { icon: AudioLines, ...platformFeatures.audio },
          { icon: SpellCheck, ...platformFeatures.swissSpelling },
        ],
      },
      {
        id: 'integration',
        title: 'Intégration et formation',
        features: [
          { icon: CodeXml, ...platformFeatures.openAiApi },
          { icon: GraduationCap, ...platformFeatures.academy },
        ],
      },
    ],
  },

  coreFunctions: {
    eyebrow: 'Dans le chat',
    title: 'Huit fonctions clés pour le travail de tous les jours',
    intro: 'Ce que votre équipe fait avec le chat dès le premier jour, en français, en allemand, en anglais et en italien.',
    functions: [
      { icon: PenLine, title: 'Rédiger', text: 'Lettres, offres, newsletters et rapports, dans le ton de votre organisation.' },
      { icon: ListChecks, title: 'Résumer', text: 'Ramener de longs procès-verbaux et rapports à l’essentiel.' },
      { icon: Languages, title: 'Traduire', text: 'Entre le français, l’allemand, l’anglais et l’italien.' },
      { icon: FileText, title: 'Interroger vos documents', text: 'Des réponses tirées directement de vos fichiers, avec renvoi au passage concerné.' },
      { icon: Search, title: 'Rechercher sur le web', text: 'Trouver des sources actuelles et les citer de façon vérifiable.' },
      { icon: FileSpreadsheet, title: 'Analyser des données', text: 'Analyser des tableaux et obtenir une explication claire des résultats.' },
      { icon: Mic, title: 'Transcrire l’audio', text: 'Convertir en texte les enregistrements de séances et d’entretiens.' },
      { icon: Lightbulb, title: 'Développer des idées', text: 'Élaborer ensemble concepts, campagnes et variantes.' },
    ],
  },

  howItWorks: {
    eyebrow: 'Mise en place',
    title: 'Quatre étapes jusqu’à un usage productif',
    intro: 'La mise en place prend en général deux semaines environ. Nous vous accompagnons personnellement à chaque étape.',
    steps: [
      {
        title: 'Premier entretien',
        text: 'En 30 minutes gratuites, nous clarifions vos objectifs, vos données et vos exigences en matière de protection des données.',
      },
      {
        title: 'Atelier sur les données',
        text: 'Lors d’un atelier de quatre heures, nous déterminons les données dont votre équipe a besoin et mettons en place votre première base de connaissances.',
      },
      {
        title: 'Onboarding',
        text: 'Huit heures d’accompagnement pour votre équipe: comptes, premiers assistants et méthodes de travail éprouvées.',
      },
      {
        title: 'Exploitation et support',
        text: 'Votre équipe travaille de manière productive. Notre support est disponible du lundi au vendredi de 9 h à 17 h et répond en général dans les 24 heures.',
      },
    ],
  },

  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Ce que disent nos clients',
    intro: 'Des organisations de toute la Suisse alémanique travaillent chaque jour avec notre plateforme.',
    testimonials: [
      {
        quote:
          '«Préparer une demande pour nos partenaires de financement nous prenait des jours, aujourd’hui quelques heures. Pour nous, il était décisif que les données restent en Suisse.»',
        author: 'Regula Beispiel',
        role: 'Directrice',
        company: 'Stiftung Beispiel',
        logo: logo('logo-stiftung-beispiel.svg', 'Stiftung Beispiel'),
      },
      {
        quote:
          '«Notre équipe interroge les règlements et les dossiers clients directement dans le chat. En deux semaines, la mise en place était terminée, sans service informatique interne.»',
        author: 'Marco Muster',
        role: 'Associé',
        company: 'Muster Treuhand AG',
        logo: logo('logo-muster-treuhand.svg', 'Muster Treuhand AG'),
      },
      {
        quote:
          '«Nous sommes une association avec beaucoup de bénévoles: il nous fallait un outil simple. Tout le monde utilise l’assistant pour les lettres de recherche de dons, et le support répond vite.»',
        author: 'Sandra Exempel',
        role: 'Présidente',
        company: 'Verein Beispielhilfe',
        logo: logo('logo-verein-beispielhilfe.svg', 'Verein Beispielhilfe'),
      },
    ],
  },

  pricing: {
    eyebrow: 'Tarifs',
    title: 'Des prix clairs, sans petits caractères',
    intro: 'Trois formules pour des organisations de tailles différentes. Tous les prix en francs suisses, hors TVA.',
    detailsLink: { label: 'Tous les détails sur les tarifs', to: paths.pricing },
  },

  foundingStory: {
    eyebrow: 'Notre histoire',
    title: `Pourquoi ${operator.brand} existe`,
    paragraphs: [
      `Nous avons fondé ${operator.brand} à Zurich parce que, dans nos échanges avec des PME, des fondations et des associations, nous entendions toujours la même chose: on veut utiliser l’IA, mais pas faire traiter des données confidentielles n’importe où dans le monde.`,
      'C’est pourquoi nous exploitons une plateforme hébergée en Suisse, qui reste simple à comprendre et qui est accompagnée par des personnes qui tiennent à bien connaître votre organisation.',
    ],
    signature: `L’équipe fondatrice de ${operator.brand}`,
    offer: {
      title: 'Premier entretien gratuit',
      meta: ['30 minutes', 'Gratuit', 'Sans engagement'],
      points: [
        'Vos cas d’usage et vos objectifs',
        'Vos questions sur la protection des données et l’hébergement',
        `Un avis honnête: ${operator.brand} vous convient-il?`,
      ],
      cta: { label: 'Réserver un premier entretien', ...consultation },
    },
  },

  trust: {
    eyebrow: 'Sécurité',
    title: 'Une sécurité que vous pouvez vérifier',
    intro: 'Les faits sur l’hébergement, la certification et le chiffrement, pour que vous puissiez décider en interne en toute connaissance de cause.',
    claims: [
      {
        icon: MapPin,
        title: 'Hébergement à Zurich',
        text: 'Vos données sont stockées en priorité sur des serveurs de la région de Zurich et, si vous le souhaitez, en Allemagne ou dans l’espace UE/EEE.',
      },
      {
        icon: BadgeCheck,
        title: 'Partenaire certifié',
        text: 'Notre partenaire pour le centre de données est certifié ISO 27001 et ISO 9001.',
      },
      {
        icon: Scale,
        title: 'Protection des données suisse et européenne',
        text: 'Nous respectons la loi suisse sur la protection des données (nLPD) et le règlement général sur la protection des données de l’UE (RGPD).',
      },
      {
        icon: Lock,
        title: 'Chiffrement AES-256',
        text: 'Les données stockées sont chiffrées en AES-256.',
      },
      {
        icon: ShieldCheck,
        title: 'SOC 2 prévu',
        text: 'L’audit SOC 2 est en préparation.',
      },
    ],
    logosTitle: `Ces organisations travaillent avec ${operator.brand}`,
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
    title: 'Le programme en cohorte: ancrer l’IA dans votre organisation',
    text: 'En dix semaines, les décideuses et décideurs apprennent à utiliser l’IA de façon sûre et efficace, du premier cas d’usage jusqu’à leur propre prototype.',
    factsLabel: 'Le programme en bref',
    facts: [
      { value: String(cohortProgramme.weeks), label: 'semaines' },
      { value: 'À distance', label: 'où que vous soyez' },
      { value: 'En direct', label: 'avec mentorat' },
      { value: 'Allemand', label: 'langue du cours' },
    ],
    programmeTitle: 'Déroulement',
    programme: [
      'Atelier de lancement',
      '5 semaines de Learning Labs',
      'Prototypage accompagné',
      'Certification et présentation des projets',
      'Communauté des alumni',
    ],
    audience:
      'Pour une équipe composée d’un sponsor de la direction, d’une direction de programme ou d’un PMO et de deux à quatre responsables métier. Avec un certificat à la clé et l’enregistrement de toutes les sessions.',
    priceNote: `Première personne ${format.chf(cohortProgramme.prices.firstSeat)}, chaque personne supplémentaire de la même organisation ${format.chf(cohortProgramme.prices.furtherSeat)}, hors TVA.`,
    cta: { label: 'Découvrir l’Academy', to: paths.academy },
  },

  closingCta: {
    title: 'Parlons de vos cas d’usage',
    text: 'En 30 minutes, nous voyons où l’IA fait gagner du temps à votre équipe et comment vos données restent protégées. Gratuit et sans engagement.',
    cta: { label: 'Réserver un conseil gratuit', ...consultation },
    contactPrefix: 'Vous préférez écrire? Envoyez-nous un e-mail à',
    email: operator.email,
  },
} as const satisfies HomeContent;
