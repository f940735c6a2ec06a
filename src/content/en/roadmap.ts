/** /en/roadmap in English: every text of the page; the periods, their items’ statuses and the date are in `src/content/roadmap.ts`. */
import type { RoadmapWords } from '../roadmap';

export const roadmapWords = {
  intro: {
    eyebrow: 'Roadmap',
    title: 'What we’ve built and what comes next',
    lead:
      'We develop the platform together with the organisations that use it every day. Here you can see what has been added since the start of {since} and what we are working on now.',
    updatedLabel: 'As of',
    snapshotNote:
      'This page shows our plans as they stood on that date. To hear what has been delivered since and what has moved, just ask us – we’re always glad to talk it through.',
  },
  tocTitle: 'Contents',
  statusLabels: {
    completed: 'Delivered',
    nextRelease: 'Next release',
    planned: 'Planned',
  },
  periodTitles: {
    quarter: 'Quarter {number}, {year}',
    nextRelease: 'Next release: {quarter}',
    horizon: 'On the horizon',
  },
  periods: {
    'q2-2025': {
      summary: 'More control over which data reaches the models and where its vectors are kept.',
      items: {
        swissEmbeddings: {
          title: 'Swiss embeddings and vector storage',
          text:
            'The texts in your knowledge centre are turned into vectors in Switzerland and stored there. This means that searching your documents stays within the country as well.',
        },
        anonymisation: {
          title: 'Automatic anonymisation',
          text: 'Names, addresses and other personal data are detected and replaced with placeholders before a request reaches any model.',
        },
      },
    },
    'q1-2025': {
      summary: 'The platform connects to your other systems and keeps track of your meetings.',
      items: {
        mcp: {
          title: 'API connection via MCP',
          text:
            'Through the Model Context Protocol, assistants can access the systems you approve, such as your CRM or your file storage, with the permissions you set.',
        },
        meetingTranscription: {
          title: 'Meeting transcription',
          text: 'Upload the recording of a meeting and get back a transcript, a summary and the tasks that were agreed.',
        },
      },
    },
    'q4-2024': {
      summary: 'Large documents and interfaces of your own.',
      items: {
        iterativeDocuments: {
          title: 'Iterative document processing',
          text:
            'Long contracts and reports are read section by section instead of being cut short, so the details on the later pages are kept too.',
        },
        openApiGateway: {
          title: 'OpenAPI gateway',
          text: 'Describe an interface in an OpenAPI specification and assistants can call it, without anyone having to write code.',
        },
      },
    },
    'q2-2024': {
      summary: 'Permissions that match how your organisation works.',
      items: {
        toolServers: {
          title: 'Global tool servers with group permissions',
          text: 'You set up tools once for the whole organisation and enable them group by group, just like the models each group may use.',
        },
        voiceRights: {
          title: 'Permissions for voice input',
          text: 'Administrators decide which groups may dictate their messages and have answers read out to them.',
        },
      },
    },
    'q1-2024': {
      summary: 'Small switches that make a big difference to data protection.',
      items: {
        temporaryChats: {
          title: 'Temporary chats',
          text: 'A chat that leaves no trace in the history once it is closed: for questions nobody should be able to read back later.',
        },
        codeExecutionSwitch: {
          title: 'Code execution switch',
          text: 'Whether assistants may run code – for calculations in spreadsheets, say – is something you decide for your organisation with a single switch.',
        },
      },
    },
    horizon: {
      summary: 'What we are trying out, without promising a date just yet.',
      items: {
        autonomousAgents: {
          title: 'Autonomous agents',
          text: 'Assistants that carry out a multi-step task on their own and ask for your go-ahead before any step with real consequences.',
        },
        multilingualChat: {
          title: 'Multilingual Swiss chat',
          text: 'A chat that understands German, French, Italian and Romansh equally well and replies in the language the question was asked in.',
        },
      },
    },
  },
  closing: {
    title: 'Missing a feature?',
    text: 'Many items on this roadmap began as requests from our customers. Tell us what your team needs.',
    cta: 'Book a free consultation',
    contactPrefix: 'Or write to us:',
  },
} as const satisfies RoadmapWords;
