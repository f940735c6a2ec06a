/** /fr/feuille-de-route in French: every text of the page; the periods, their items' statuses and the date are in `src/content/roadmap.ts`. */
import type { RoadmapWords } from '../roadmap';

export const roadmapWords = {
  intro: {
    eyebrow: 'Feuille de route',
    title: 'Ce que nous avons construit et ce qui arrive',
    lead:
      'Nous développons la plateforme avec les organisations qui l’utilisent chaque jour. Voici ce qui s’y est ajouté depuis début {since} et ce sur quoi nous travaillons.',
    updatedLabel: 'État au',
    snapshotNote:
      'Cette page reflète notre planification à cette date. Ce qui a été réalisé depuis et ce qui a été décalé, nous vous le disons volontiers lors d’un entretien.',
  },
  tocTitle: 'Sommaire',
  statusLabels: {
    completed: 'Réalisé',
    nextRelease: 'Prochaine version',
    planned: 'Prévu',
  },
  periodTitles: {
    quarter: 'T{number} {year}',
    nextRelease: 'Prochaine version: {quarter}',
    horizon: 'À l’horizon',
  },
  periods: {
    'q2-2025': {
      summary: 'Davantage de contrôle sur les données qui parviennent aux modèles et sur l’endroit où leurs vecteurs sont stockés.',
      items: {
        swissEmbeddings: {
          title: 'Embeddings et stockage vectoriel en Suisse',
          text:
            'Les textes de votre base de connaissances sont convertis en vecteurs et stockés en Suisse. La recherche dans vos documents ne quitte donc pas non plus le pays.',
        },
        anonymisation: {
          title: 'Anonymisation',
          text:
            'Les noms, les adresses et les autres données personnelles sont détectés et remplacés par des marqueurs neutres avant qu’une requête n’atteigne un modèle.',
        },
      },
    },
    'q1-2025': {
      summary: 'La plateforme se connecte à d’autres systèmes et retranscrit vos réunions.',
      items: {
        mcp: {
          title: 'Connexion API via MCP',
          text:
            'Grâce au Model Context Protocol, les assistants accèdent aux systèmes que vous leur ouvrez, comme votre CRM ou vos dossiers partagés, avec les droits que vous définissez.',
        },
        meetingTranscription: {
          title: 'Transcription des réunions',
          text: 'Importez l’enregistrement d’une séance: vous recevez une transcription, un résumé et la liste des tâches convenues.',
        },
      },
    },
    'q4-2024': {
      summary: 'Les longs documents et vos propres interfaces.',
      items: {
        iterativeDocuments: {
          title: 'Traitement itératif des documents',
          text:
            'Les longs contrats et rapports sont lus section par section au lieu d’être abrégés. Les détails des dernières pages sont ainsi préservés, eux aussi.',
        },
        openApiGateway: {
          title: 'Passerelle OpenAPI',
          text: 'Décrivez une interface dans une spécification OpenAPI: les assistants peuvent l’appeler sans que personne n’écrive une ligne de code.',
        },
      },
    },
    'q2-2024': {
      summary: 'Des droits à la mesure de votre organisation.',
      items: {
        toolServers: {
          title: 'Serveurs d’outils globaux avec droits par groupe',
          text:
            'Vous configurez les outils une seule fois pour toute l’organisation et les ouvrez groupe par groupe, tout comme les modèles qu’un groupe peut utiliser.',
        },
        voiceRights: {
          title: 'Droits pour la saisie vocale',
          text: 'Les administratrices et administrateurs définissent quels groupes peuvent dicter leurs messages et se faire lire les réponses à voix haute.',
        },
      },
    },
    'q1-2024': {
      summary: 'De petits réglages, un grand effet sur la protection des données.',
      items: {
        temporaryChats: {
          title: 'Chats temporaires',
          text: 'Un chat qui ne reste pas dans l’historique une fois fermé: pour les questions que personne ne doit pouvoir relire.',
        },
        codeExecutionSwitch: {
          title: 'Interrupteur pour l’exécution de code',
          text:
            'Les assistants peuvent-ils exécuter du code, par exemple pour des calculs dans des tableaux? Vous en décidez pour votre organisation, d’un simple interrupteur.',
        },
      },
    },
    horizon: {
      summary: 'Ce que nous testons, sans promettre de date pour l’instant.',
      items: {
        autonomousAgents: {
          title: 'Agents autonomes',
          text: 'Des assistants qui mènent seuls une tâche en plusieurs étapes et vous demandent votre accord avant chaque étape lourde de conséquences.',
        },
        multilingualChat: {
          title: 'Chat suisse multilingue',
          text: 'Un chat qui comprend aussi bien l’allemand que le français, l’italien et le romanche, et qui répond dans la langue de la question.',
        },
      },
    },
  },
  closing: {
    title: 'Une fonction vous manque?',
    text: 'Bon nombre des points de cette feuille de route sont nés de demandes de nos clientes et clients. Dites-nous ce dont votre équipe a besoin.',
    cta: 'Réserver un conseil gratuit',
    contactPrefix: 'Ou écrivez-nous:',
  },
} as const satisfies RoadmapWords;
