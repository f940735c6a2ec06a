/**
 * /fr/feuille-de-route: what the platform gained, quarter by quarter, what the next
 * release brings and what lies further out. A dated snapshot: the «État au»
 * says when it was written, so nobody reads an old plan as today's promise.
 */
import { operator } from '../operator';
import { consultationIn } from '../links';
import type { RoadmapContent } from '../roadmap';

const consultation = consultationIn('fr-CH');

export const roadmapContent = {
  intro: {
    eyebrow: 'Feuille de route',
    title: 'Ce que nous avons construit et ce qui arrive',
    lead: 'Nous développons la plateforme avec les organisations qui l’utilisent chaque jour. Voici ce qui s’y est ajouté depuis début 2024 et ce sur quoi nous travaillons.',
    updatedLabel: 'État au',
    updated: { display: '15 avril 2025', iso: '2025-04-15' },
    snapshotNote:
      'Cette page reflète notre planification à cette date. Ce qui a été réalisé depuis et ce qui a été décalé, nous vous le disons volontiers lors d’un entretien.',
  },
  tocTitle: 'Sommaire',
  statusLabels: {
    completed: 'Réalisé',
    nextRelease: 'Prochaine version',
    planned: 'Prévu',
  },
  periods: [
    {
      id: 'q2-2025',
      title: 'Prochaine version: T2 2025',
      summary: 'Davantage de contrôle sur les données qui parviennent aux modèles et sur l’endroit où leurs vecteurs sont stockés.',
      items: [
        {
          title: 'Embeddings et stockage vectoriel en Suisse',
          text: 'Les textes de votre base de connaissances sont convertis en vecteurs et stockés en Suisse. La recherche dans vos documents ne quitte donc pas non plus le pays.',
          status: 'nextRelease',
        },
        {
          title: 'Anonymisation',
          text: 'Les noms, les adresses et les autres données personnelles sont détectés et remplacés par des marqueurs neutres avant qu’une requête n’atteigne un modèle.',
          status: 'nextRelease',
        },
      ],
    },
    {
      id: 'q1-2025',
      title: 'T1 2025',
      summary: 'La plateforme se connecte à d’autres systèmes et retranscrit vos réunions.',
      items: [
        {
          title: 'Connexion API via MCP',
          text: 'Grâce au Model Context Protocol, les assistants accèdent aux systèmes que vous leur ouvrez, comme votre CRM ou vos dossiers partagés, avec les droits que vous définissez.',
          status: 'completed',
        },
        {
          title: 'Transcription des réunions',
          text: 'Importez l’enregistrement d’une séance: vous recevez une transcription, un résumé et la liste des tâches convenues.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'q4-2024',
      title: 'T4 2024',
      summary: 'Les longs documents et vos propres interfaces.',
      items: [
        {
          title: 'Traitement itératif des documents',
          text: 'Les longs contrats et rapports sont lus section par section au lieu d’être abrégés. Les détails des dernières pages sont ainsi préservés, eux aussi.',
          status: 'completed',
        },
        {
          title: 'Passerelle OpenAPI',
          text: 'Décrivez une interface dans une spécification OpenAPI: les assistants peuvent l’appeler sans que personne n’écrive une ligne de code.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'q2-2024',
      title: 'T2 2024',
      summary: 'Des droits à la mesure de votre organisation.',
      items: [
        {
          title: 'Serveurs d’outils globaux avec droits par groupe',
          text: 'Vous configurez les outils une seule fois pour toute l’organisation et les ouvrez groupe par groupe, tout comme les modèles qu’un groupe peut utiliser.',
          status: 'completed',
        },
        {
          title: 'Droits pour la saisie vocale',
          text: 'Les administratrices et administrateurs définissent quels groupes peuvent dicter leurs messages et se faire lire les réponses à voix haute.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'q1-2024',
      title: 'T1 2024',
      summary: 'De petits réglages, un grand effet sur la protection des données.',
      items: [
        {
          title: 'Chats temporaires',
          text: 'Un chat qui ne reste pas dans l’historique une fois fermé: pour les questions que personne ne doit pouvoir relire.',
          status: 'completed',
        },
        {
          title: 'Interrupteur pour l’exécution de code',
          text: 'Les assistants peuvent-ils exécuter du code, par exemple pour des calculs dans des tableaux? Vous en décidez pour votre organisation, d’un simple interrupteur.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'horizon',
      title: 'À l’horizon',
      summary: 'Ce que nous testons, sans promettre de date pour l’instant.',
      items: [
        {
          title: 'Agents autonomes',
          text: 'Des assistants qui mènent seuls une tâche en plusieurs étapes et vous demandent votre accord avant chaque étape lourde de conséquences.',
          status: 'planned',
        },
        {
          title: 'Chat suisse multilingue',
          text: 'Un chat qui comprend aussi bien l’allemand que le français, l’italien et le romanche, et qui répond dans la langue de la question.',
          status: 'planned',
        },
      ],
    },
  ],
  closing: {
    title: 'Une fonction vous manque?',
    text: 'Bon nombre des points de cette feuille de route sont nés de demandes de nos clientes et clients. Dites-nous ce dont votre équipe a besoin.',
    cta: { label: 'Réserver un conseil gratuit', ...consultation },
    contactPrefix: 'Ou écrivez-nous:',
    email: operator.email,
  },
} as const satisfies RoadmapContent;
