/**
 * The service list in French: what each service does, which data it
 * receives and when it starts, for the consent settings and the policies.
 * The facts (providers, cookies and their names, lifetimes, hosts) are in
 * `src/content/services.ts`; a summary names them by `{placeholders}`.
 */
import type { ServicesWords } from '../services';

export const servicesWords = {
  services: {
    consent: {
      name: 'Choix des cookies',
      summary: '{cookie}, {days} jours',
      purpose: 'Enregistre les catégories que vous avez acceptées: nous ne vous reposons pas la question à chaque visite et pouvons attester votre choix.',
      data: 'Votre choix pour chaque catégorie, la version du texte sur les cookies et la date du choix; rien qui permette de vous identifier.',
      loads: 'Dès que vous faites votre choix.',
      cookies: { choice: { purpose: 'Votre choix de cookies, avec sa version et sa date.' } },
    },
    colorScheme: {
      name: 'Thème d’affichage',
      summary: '{cookie}, stockage local',
      purpose: 'Retient si vous souhaitez voir le site en clair ou en sombre, lorsque vous choisissez en haut de la page autre chose que le réglage de votre système.',
      data: 'Uniquement votre choix «Clair» ou «Sombre». Il reste dans le stockage local de votre navigateur et n’est envoyé à personne, pas même à nous.',
      loads: 'Dès que vous choisissez un thème; avec «Système», l’entrée est effacée.',
      cookies: { choice: { purpose: 'Votre thème (stockage local, pas un cookie).' } },
    },
    hosting: {
      name: 'Hébergement du site',
      summary: 'Centre de données à Zurich',
      purpose: 'Diffuse les pages et assure le fonctionnement du site face aux attaques et aux abus.',
      data: 'Adresse IP, heure, adresse consultée, identifiant du navigateur (user agent) et page de provenance, dans les journaux du serveur.',
      loads: 'À chaque page consultée.',
      cookies: {},
    },
    intercom: {
      summary: 'Chat d’assistance, données dans l’UE',
      purpose: 'Le chat d’assistance, où vous nous posez vos questions et où nous vous répondons.',
      data: 'Vos messages, un identifiant de visiteur aléatoire, l’adresse IP, le navigateur et la page depuis laquelle vous écrivez.',
      loads: 'Avec votre consentement aux cookies fonctionnels, dès l’ouverture de la page; sinon, seulement quand vous cliquez sur un bouton du chat.',
      cookies: {
        id: { purpose: 'Reconnaît votre navigateur pour qu’une conversation commencée ne se perde pas.' },
        session: { purpose: 'Vous garde connecté à la conversation en cours.' },
        device: { purpose: 'Distingue votre appareil des autres appareils de la même conversation.' },
      },
    },
    calcom: {
      summary: 'Prise de rendez-vous',
      purpose: 'Le calendrier dans lequel vous réservez un entretien gratuit avec nous.',
      data: 'Adresse IP et navigateur au chargement du calendrier; lors d’une réservation, nom, adresse e-mail, créneau choisi et votre message.',
      loads: 'Avec votre consentement aux cookies fonctionnels, dès que le calendrier apparaît à l’écran; sinon, seulement après votre clic sur «Afficher le calendrier».',
      cookies: { booking: { label: 'Cookies de {domain}', purpose: 'Session et protection du formulaire de réservation dans le calendrier intégré.' } },
    },
    linkedin: {
      summary: 'Mesure des annonces',
      purpose: 'Nous indique, sous forme agrégée, si les personnes venues de nos annonces LinkedIn utilisent le site.',
      data: 'Adresse IP, navigateur, pages consultées et, si vous êtes connecté à LinkedIn, un identifiant de votre compte LinkedIn.',
      loads: 'Uniquement avec votre consentement aux cookies marketing, sur chaque page.',
      cookies: {
        adClick: { purpose: 'Associe un clic sur une annonce à une visite ultérieure.' },
        ads: { purpose: 'Vous reconnaît pour les annonces sur LinkedIn.' },
        analytics: { purpose: 'Compte les visites issues des annonces LinkedIn.' },
        matching: { purpose: 'Rapproche votre identifiant de ceux des partenaires publicitaires de LinkedIn.' },
        sync: { purpose: 'Note la date du dernier rapprochement.' },
      },
    },
    googleAds: {
      summary: 'Mesure des conversions',
      purpose: 'Signale à Google qu’un entretien a été réservé après un clic sur une annonce, pour que nous sachions quelles annonces portent leurs fruits.',
      data: 'Adresse IP, navigateur, la confirmation de réservation en tant qu’événement et l’identifiant d’un clic antérieur sur une annonce.',
      loads: 'Uniquement avec votre consentement aux cookies marketing, et seulement sur la page de confirmation qui suit une réservation.',
      cookies: {
        link: { purpose: 'Relie une réservation à un clic antérieur sur une annonce.' },
        click: { purpose: 'Enregistre l’identifiant du clic sur l’annonce.' },
        campaign: { purpose: 'Enregistre les données de campagne liées au clic sur l’annonce.' },
      },
    },
  },
  countries: { CH: 'Suisse', IE: 'Irlande', US: 'États-Unis' },
  places: { switzerland: 'Suisse', eu: 'UE (région de données Europe)', usOrEu: 'États-Unis ou UE, selon le fournisseur' },
  safeguards: {
    eu: 'L’UE et l’EEE offrent un niveau de protection adéquat selon l’annexe 1 de l’ordonnance sur la protection des données (OPDo).',
    usOrEu:
      'Dans l’UE: niveau de protection adéquat selon l’annexe 1 OPDo. Aux États-Unis: certification du fournisseur selon le Swiss-U.S. Data Privacy Framework lorsqu’elle existe, sinon les clauses contractuelles types de la Commission européenne, avec les adaptations requises pour la Suisse.',
  },
  lifetimes: {
    setByProvider: 'fixé par le fournisseur',
    untilCleared: 'jusqu’à effacement dans le navigateur',
    days: { one: '{count} jour', other: '{count} jours' },
    months: { one: '{count} mois', other: '{count} mois' },
  },
} as const satisfies ServicesWords;

