/**
 * The Politique de confidentialité in French, written for the revised Swiss
 * Federal Act on Data Protection (nLPD) first and the GDPR (RGPD) where it
 * applies. The sections' order and anchors, the facts, the tables of
 * recipients and transfers, the links and the figures are in
 * `src/content/legal/privacy.ts`.
 */
import type { PrivacyWords } from '../../legal/privacy';

export const privacyWords = {
  title: 'Politique de confidentialité',
  lead: 'La présente politique explique quelles données personnelles {company} traite lorsque vous visitez notre site, prenez contact avec nous ou devenez notre client, dans quel but, qui les reçoit et quels sont vos droits.',
  sections: {
    controller: {
      title: 'Responsable du traitement et champ d’application',
      intro: 'Le responsable des traitements décrits dans la présente politique est {company}:',
      facts: { address: 'Adresse', email: 'E-mail', advisor: 'Conseiller à la protection des données', advisorEmail: 'E-mail protection des données' },
      scope: [
        'La présente politique s’applique au site web, à nos échanges avec les personnes qui s’intéressent à nos services et aux données de nos propres clients, par exemple les informations contractuelles et de facturation.',
        'Elle ne s’applique pas aux contenus que nos clients saisissent dans la plateforme, comme les chats et les documents. Pour ces données, le responsable du traitement est le client concerné; nous ne les traitons que pour son compte, sur la base d’un contrat de traitement de données sur mandat (sous-traitance). Pour toute question à leur sujet, adressez-vous de préférence à l’organisation qui vous a donné accès à la plateforme.',
      ],
    },
    purposes: {
      title: 'Quelles données nous traitons et pourquoi',
      purposes: [
        'Site web: chaque page consultée génère des journaux de serveur contenant l’adresse IP, l’heure, l’adresse consultée et le navigateur. Nous en avons besoin pour diffuser les pages et détecter les attaques.',
        'Contact et support: lorsque vous nous écrivez, nous appelez ou utilisez le chat, nous traitons vos coordonnées et vos messages afin de répondre à votre demande.',
        'Prise de rendez-vous: si vous réservez un entretien, nous recevons votre nom, votre adresse e-mail, le créneau choisi et votre message, afin de préparer et de mener l’entretien.',
        'Compte et contrat: pour votre compte et votre contrat, nous traitons le nom, l’organisation, les coordonnées professionnelles, les données d’accès, les commandes, les volumes d’utilisation et les factures.',
        'Marketing: avec votre consentement, nous mesurons si nos annonces sur LinkedIn et Google mènent à des visites et à des réservations.',
        'Obligations légales: nous conservons les documents commerciaux et répondons aux demandes des autorités dans la mesure où la loi l’exige.',
      ],
      noTraining: 'Nous n’utilisons pas vos données pour entraîner des modèles de langage, et nous ne les vendons pas.',
    },
    legalBases: {
      title: 'Bases légales',
      paragraphs: [
        'Selon la loi suisse sur la protection des données (nLPD), un traitement conforme aux principes de la loi ne requiert pas de base légale particulière. Lorsqu’un motif justificatif est nécessaire, nous nous fondons sur votre consentement, sur un contrat conclu avec vous, sur une obligation légale ou sur notre intérêt prépondérant, par exemple celui d’exploiter un site sûr.',
        'Lorsque le règlement général sur la protection des données de l’UE (RGPD) s’applique, par exemple parce que vous nous contactez depuis l’UE, les bases légales selon l’art. 6, par. 1, RGPD sont les suivantes:',
      ],
      gdprBases: [
        'consentement (let. a): cookies fonctionnels et marketing, et les services qui les déposent;',
        'contrat et mesures précontractuelles (let. b): compte, contrat, support et prise de rendez-vous;',
        'obligation légale (let. c): conservation des documents commerciaux;',
        'intérêt légitime (let. f): exploitation et sécurité du site, réponse aux demandes.',
      ],
    },
    recipients: {
      title: 'Communication à des tiers',
      intro:
        'Nous ne communiquons des données personnelles que dans la mesure nécessaire aux finalités indiquées. Le tableau ci-dessous recense tous les services du site, leurs fournisseurs et les données qu’ils reçoivent:',
      others:
        'Pour les comptes et les contrats, nous faisons en outre appel à des prestataires pour la comptabilité, les paiements et l’e-mail, qui sont tenus par contrat de suivre nos instructions. Les autorités ne reçoivent des données que si la loi nous y oblige.',
    },
    cookies: {
      // «Cookies» is French as well as German.
      title: 'Cookies',
      cookiePolicy: {
        text: 'Sans votre consentement, le site ne dépose que le cookie {consentCookie}, qui enregistre votre choix en matière de cookies. Tous les autres cookies sont déposés par des services qui ne se chargent qu’avec votre consentement ou après votre clic. La liste de ces cookies et leur durée de conservation figurent dans la',
        link: 'politique relative aux cookies',
      },
      settings: 'Modifier les paramètres des cookies',
    },
    socialLogins: {
      title: 'Connexion avec Google ou GitHub',
      paragraphs: [
        'Sur la page de connexion, vous pouvez vous connecter avec votre compte Google ou GitHub plutôt qu’avec votre adresse e-mail et un mot de passe. Si vous choisissez cette option, votre navigateur vous redirige vers le fournisseur concerné. Celui-ci nous confirme votre identité et nous transmet votre nom et votre adresse e-mail; votre mot de passe ne nous parvient pas.',
        'Le fournisseur apprend ainsi que vous vous connectez chez nous et traite cette information selon sa propre politique de confidentialité, le cas échéant aux États-Unis. Si vous ne le souhaitez pas, connectez-vous avec votre adresse e-mail et votre mot de passe.',
      ],
    },
    transfers: {
      title: 'Transferts à l’étranger',
      paragraphs: [
        'La plateforme et le site sont exploités en Suisse. À la demande d’un client, nous hébergeons ses données de plateforme en Allemagne ou dans un autre État de l’UE ou de l’EEE; selon l’annexe 1 de l’ordonnance sur la protection des données (OPDo), ces États offrent un niveau de protection adéquat.',
        'Certains services du site traitent des données hors de Suisse. Pour chacun d’eux, nous indiquons le pays et ce qui y protège vos données:',
      ],
      clauses: 'Vous pouvez obtenir une copie des clauses contractuelles types sur demande auprès de notre conseiller à la protection des données:',
    },
    retention: {
      title: 'Conservation et effacement',
      intro: 'Nous ne conservons les données personnelles que le temps qu’exige la finalité du traitement ou que prescrit la loi:',
      periods: [
        'Chats sur la plateforme: aussi longtemps que le prévoit le contrat avec le client, par exemple {chatRetentionDays} jours.',
        'Après la fin du contrat: le client garde l’accès à ses données pendant {exportDays} jours; nous les effaçons ensuite ou les lui restituons.',
        'Données de compte, de contrat et de facturation: {recordsYears} ans, comme l’exigent les obligations légales de conservation.',
        'Données d’analyse: nous les effaçons après {analyticsMonths} mois environ. Le site n’utilise actuellement aucun outil d’analyse.',
        'Votre choix en matière de cookies: {consentDays} jours dans le cookie {consentCookie}; nous vous reposons ensuite la question.',
      ],
    },
    security: {
      title: 'Sécurité des données',
      intro: 'Nous protégeons les données personnelles par des mesures techniques et organisationnelles adaptées au risque, notamment:',
      measures: [
        'des centres de données dans la région de Zurich, chez un partenaire certifié ISO 27001 et ISO 9001;',
        'une transmission chiffrée (TLS) et le chiffrement des données stockées avec AES-256;',
        'un accès réservé aux collaborateurs qui en ont besoin pour leur tâche, avec des comptes personnels;',
        'un audit SOC 2, que nous prévoyons mais que nous n’avons pas encore achevé.',
      ],
    },
    minors: {
      title: 'Mineurs',
      paragraphs: [
        'Notre plateforme s’adresse aux organisations et à leurs collaborateurs. Pour l’utiliser, il faut avoir au moins {minimumAge} ans. Nous ne traitons pas sciemment de données de personnes plus jeunes; si nous l’apprenons, nous les effaçons.',
      ],
    },
    rights: {
      title: 'Vos droits',
      intro: 'Dans le cadre de la nLPD et, lorsqu’il s’applique, du RGPD, vous avez le droit:',
      rights: [
        'de savoir si nous traitons des données vous concernant, et lesquelles;',
        'de faire rectifier des données inexactes;',
        'de demander l’effacement de vos données ou la limitation du traitement;',
        'de recevoir vos données dans un format électronique courant ou de les faire transmettre à un autre responsable du traitement;',
        'de vous opposer à un traitement fondé sur notre intérêt;',
        'de retirer à tout moment votre consentement, avec effet pour l’avenir;',
        'de faire revoir une décision individuelle automatisée par une personne physique et d’exposer votre point de vue.',
      ],
      noAutomatedDecisions: 'Nous ne prenons à votre sujet aucune décision fondée exclusivement sur un traitement automatisé qui vous affecte de manière significative.',
      authority:
        'Vous pouvez vous adresser à l’autorité de surveillance. En Suisse, il s’agit du Préposé fédéral à la protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne. Dans l’UE, l’autorité compétente est celle de votre lieu de résidence ou de travail.',
    },
    doNotTrack: {
      // The signal's own name, the same in every language.
      title: 'Do Not Track',
      paragraphs: [
        'Certains navigateurs envoient un signal «Do Not Track» ou «Global Privacy Control». Il n’existe pas de norme contraignante pour ces signaux. De toute façon, notre site ne charge aucun service d’analyse ni de marketing tant que vous n’y avez pas consenti, et ce consentement, vous seul le donnez, dans les paramètres des cookies.',
      ],
    },
    usa: {
      title: 'Informations pour les personnes résidant aux États-Unis',
      paragraphs: [
        'Nous ne vendons pas de données personnelles et ne les communiquons pas contre rémunération. Les services marketing qui utilisent des données à des fins publicitaires ne se chargent qu’avec votre consentement; si vous le refusez, aucune donnée ne leur est transmise.',
        'Les droits décrits à la section {rightsSection} vous sont garantis quel que soit votre lieu de résidence. Exercer l’un de ces droits ne vous vaut aucun traitement moins favorable.',
      ],
    },
    changes: {
      title: 'Modifications de la présente politique',
      paragraphs: [
        'Nous adaptons la présente politique lorsque nous utilisons de nouveaux services ou que le droit évolue. La version applicable est celle publiée sur cette page, avec sa date de mise à jour. Si les services qui déposent des cookies changent, nous vous redemandons votre consentement sur le site.',
      ],
    },
    contact: {
      title: 'Contact pour les questions de protection des données',
      text: 'Pour toute question, demande de renseignements ou pour exercer vos droits, vous pouvez joindre notre conseiller à la protection des données par courrier à {company}, Conseiller à la protection des données, {postalAddress}, ou par e-mail:',
    },
    verification: {
      title: 'Vérification de vos données',
      paragraphs: [
        'Vous souhaitez savoir quelles données nous traitons à votre sujet, ou les faire rectifier ou effacer? Écrivez-nous. Pour ne pas communiquer de données à la mauvaise personne, nous vérifions votre identité, en général au moyen de l’adresse e-mail que nous avons enregistrée.',
        'Nous répondons dans les {answerDays} jours. Si la vérification prend plus de temps, nous vous indiquons dans ce délai pourquoi et à quelle date vous recevrez la réponse. Les renseignements sont gratuits.',
      ],
      platform: {
        heading: 'Données sur la plateforme',
        text: 'Si vos questions portent sur des chats ou des documents de la plateforme, nous les transmettons au client responsable et l’aidons à y répondre.',
      },
    },
  },
} as const satisfies PrivacyWords;
