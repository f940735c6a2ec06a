/**
 * The privacy policy (/it/protezione-dei-dati) in Italian, written for the
 * revised Swiss Federal Act on Data Protection (LPD) first and the GDPR
 * (RGPD) where it applies. The sections' order and anchors, the facts, the
 * tables of recipients and transfers, the links and the figures are in
 * `src/content/legal/privacy.ts`.
 */
import type { PrivacyWords } from '../../legal/privacy';

export const privacyWords = {
  title: 'Informativa sulla protezione dei dati',
  lead: 'La presente informativa spiega quali dati personali tratta {company} quando Lei visita il nostro sito, parla con noi o diventa nostro cliente, a quale scopo, chi li riceve e quali diritti le spettano.',
  sections: {
    controller: {
      title: 'Titolare del trattamento e campo d’applicazione',
      intro: 'Titolare dei trattamenti descritti nella presente informativa è {company}:',
      facts: { address: 'Indirizzo', email: 'E-mail', advisor: 'Consulente per la protezione dei dati', advisorEmail: 'E-mail protezione dei dati' },
      scope: [
        'La presente informativa si applica al sito web, alla nostra comunicazione con le persone interessate ai nostri servizi e ai dati dei nostri clienti, ad esempio le informazioni contrattuali e di fatturazione.',
        'Non si applica ai contenuti che i nostri clienti inseriscono nella piattaforma, come chat e documenti. Di questi dati è titolare il rispettivo cliente; noi li trattiamo soltanto per suo conto, sulla base di un contratto per il trattamento dei dati su mandato. Per domande in merito conviene rivolgersi all’organizzazione che le ha dato accesso alla piattaforma.',
      ],
    },
    purposes: {
      title: 'Quali dati trattiamo e per quale scopo',
      purposes: [
        'Sito web: ogni pagina richiamata genera log del server con indirizzo IP, ora, indirizzo richiamato e browser. Ci servono per fornire le pagine e per riconoscere gli attacchi.',
        'Contatto e supporto: se ci scrive, ci telefona o usa la chat, trattiamo i suoi dati e i suoi messaggi per rispondere alla sua richiesta.',
        'Prenotazione di appuntamenti: se prenota un colloquio, riceviamo nome, indirizzo e-mail, data e ora scelte e il suo messaggio, per preparare e svolgere il colloquio.',
        'Account e contratto: per il suo account e il suo contratto trattiamo nome, organizzazione, dati di contatto aziendali, dati di accesso, ordini, volumi di utilizzo e fatture.',
        'Marketing: con il suo consenso misuriamo se i nostri annunci su LinkedIn e Google portano a visite e prenotazioni.',
        'Obblighi legali: conserviamo i documenti commerciali e rispondiamo alle richieste delle autorità nella misura in cui la legge lo prescrive.',
      ],
      noTraining: 'Non utilizziamo i suoi dati per addestrare modelli linguistici e non li vendiamo.',
    },
    legalBases: {
      title: 'Basi giuridiche',
      paragraphs: [
        'Secondo la legge federale sulla protezione dei dati (LPD), un trattamento conforme ai principi della legge non richiede una base giuridica particolare. Dove occorre un motivo giustificativo, ci fondiamo sul suo consenso, su un contratto con Lei, su un obbligo legale o sul nostro interesse preponderante, ad esempio quello di gestire un sito sicuro.',
        'Se è applicabile il regolamento generale sulla protezione dei dati dell’UE (RGPD), ad esempio perché ci contatta dall’UE, valgono le seguenti basi giuridiche secondo l’art. 6 par. 1 RGPD:',
      ],
      gdprBases: [
        'consenso (lett. a): cookie funzionali e di marketing e i servizi che li impostano;',
        'contratto e misure precontrattuali (lett. b): account, contratto, supporto e prenotazione di appuntamenti;',
        'obbligo legale (lett. c): conservazione dei documenti commerciali;',
        'interesse legittimo (lett. f): funzionamento e sicurezza del sito, risposta alle richieste.',
      ],
    },
    recipients: {
      title: 'Comunicazione a terzi',
      intro:
        'Comunichiamo dati personali solo nella misura necessaria alle finalità indicate. La tabella seguente elenca in modo completo i servizi del sito, i loro fornitori e i dati che ricevono:',
      others:
        'Per account e contratti ci avvaliamo inoltre di fornitori di servizi per contabilità, pagamenti ed e-mail, vincolati per contratto alle nostre istruzioni. Le autorità ricevono dati solo se la legge ci obbliga a fornirli.',
    },
    cookies: {
      title: 'Cookie',
      cookiePolicy: {
        text: 'Senza il suo consenso il sito imposta soltanto il cookie {consentCookie}, che memorizza la sua scelta sui cookie. Tutti gli altri cookie sono impostati da servizi che si caricano solo con il suo consenso o dopo un suo clic. Quali sono e per quanto tempo restano è indicato nella nostra',
        link: 'informativa sui cookie',
      },
      settings: 'Modifica le impostazioni dei cookie',
    },
    socialLogins: {
      title: 'Accesso con Google o GitHub',
      paragraphs: [
        'Nella pagina di login può accedere con il suo account Google o GitHub invece che con indirizzo e-mail e password. Se sceglie questa via, il suo browser la reindirizza al rispettivo fornitore, che ci conferma la sua identità e ci trasmette il suo nome e il suo indirizzo e-mail; la sua password non ci viene comunicata.',
        'Il fornitore viene così a sapere che Lei accede al nostro servizio e tratta questa informazione secondo la propria informativa sulla protezione dei dati, eventualmente negli Stati Uniti. Se non lo desidera, acceda con indirizzo e-mail e password.',
      ],
    },
    transfers: {
      title: 'Trasferimento all’estero',
      paragraphs: [
        'La piattaforma e il sito sono gestiti in Svizzera. Su richiesta di un cliente ospitiamo i suoi dati della piattaforma in Germania o in un altro Stato dell’UE o del SEE; secondo l’allegato 1 dell’ordinanza sulla protezione dei dati (OPDa), questi Stati garantiscono una protezione adeguata.',
        'Alcuni servizi del sito trattano dati al di fuori della Svizzera. Per ciascuno indichiamo il Paese e che cosa vi protegge i suoi dati:',
      ],
      clauses: 'Una copia delle clausole contrattuali tipo può essere richiesta al nostro consulente per la protezione dei dati:',
    },
    retention: {
      title: 'Conservazione e cancellazione',
      intro: 'Conserviamo i dati personali solo finché lo richiede lo scopo del trattamento o lo prescrive la legge:',
      periods: [
        'Chat sulla piattaforma: per il periodo previsto dal contratto con il cliente, ad esempio {chatRetentionDays} giorni.',
        'Dopo la fine del contratto: il cliente ha accesso ai propri dati per {exportDays} giorni; in seguito li cancelliamo o glieli restituiamo.',
        'Dati dell’account, del contratto e di fatturazione: {recordsYears} anni, come richiesto dagli obblighi legali di conservazione.',
        'Dati di analisi: li cancelliamo dopo circa {analyticsMonths} mesi. Al momento il sito non impiega alcuno strumento di analisi.',
        'La sua scelta sui cookie: {consentDays} giorni nel cookie {consentCookie}; poi le riproponiamo la domanda.',
      ],
    },
    security: {
      title: 'Sicurezza dei dati',
      intro: 'Proteggiamo i dati personali con misure tecniche e organizzative adeguate al rischio, tra cui:',
      measures: [
        'centri di calcolo nella regione di Zurigo presso un partner certificato ISO 27001 e ISO 9001;',
        'trasmissione cifrata (TLS) e cifratura dei dati memorizzati con AES-256;',
        'accesso riservato ai collaboratori che ne hanno bisogno per i loro compiti, con account personali;',
        'un audit SOC 2, pianificato ma non ancora concluso.',
      ],
    },
    minors: {
      title: 'Minorenni',
      paragraphs: [
        'La nostra piattaforma si rivolge alle organizzazioni e ai loro collaboratori. Per utilizzarla occorre avere almeno {minimumAge} anni. Non trattiamo consapevolmente dati di persone più giovani; se ne veniamo a conoscenza, li cancelliamo.',
      ],
    },
    rights: {
      title: 'I suoi diritti',
      intro: 'Nel quadro della LPD e, se applicabile, del RGPD, Lei ha il diritto di:',
      rights: [
        'sapere se trattiamo dati che la riguardano e quali;',
        'far rettificare dati inesatti;',
        'chiedere la cancellazione dei suoi dati o la limitazione del trattamento;',
        'ricevere i suoi dati in un formato elettronico di uso comune o farli trasmettere a un altro titolare del trattamento;',
        'opporsi a un trattamento fondato sul nostro interesse;',
        'revocare in qualsiasi momento un consenso, con effetto per il futuro;',
        'far riesaminare da una persona fisica una decisione individuale automatizzata ed esprimere il suo punto di vista.',
      ],
      noAutomatedDecisions: 'Non prendiamo decisioni che la riguardano basate esclusivamente su un trattamento automatizzato e che abbiano per Lei effetti significativi.',
      authority:
        'Può presentare reclamo all’autorità di vigilanza. In Svizzera è l’Incaricato federale della protezione dei dati e della trasparenza (IFPDT), Feldeggweg 1, 3003 Berna. Nell’UE è competente l’autorità del suo luogo di residenza o di lavoro.',
    },
    doNotTrack: {
      // The signal's own name, the same in every language.
      title: 'Do Not Track',
      paragraphs: [
        'Alcuni browser inviano un segnale «Do Not Track» o «Global Privacy Control». Per questi segnali non esiste uno standard vincolante. Il nostro sito, in ogni caso, non carica servizi di analisi o di marketing finché Lei non vi ha acconsentito; il consenso lo dà soltanto Lei, nelle impostazioni dei cookie.',
      ],
    },
    usa: {
      title: 'Informazioni per le persone residenti negli Stati Uniti',
      paragraphs: [
        'Non vendiamo dati personali e non li comunichiamo dietro compenso. I servizi di marketing che usano dati a fini pubblicitari si caricano solo con il suo consenso; se lo rifiuta, non viene loro trasmesso alcun dato.',
        'I diritti descritti alla sezione {rightsSection} le spettano indipendentemente dal suo luogo di residenza. L’esercizio di uno di questi diritti non comporta per Lei alcun trattamento sfavorevole.',
      ],
    },
    changes: {
      title: 'Modifiche della presente informativa',
      paragraphs: [
        'Adeguiamo la presente informativa quando impieghiamo nuovi servizi o quando il diritto cambia. Vale la versione pubblicata su questa pagina con la data dell’ultimo aggiornamento. Se cambiano i servizi che impostano cookie, le chiediamo nuovamente il consenso sul sito.',
      ],
    },
    contact: {
      title: 'Contatto per questioni di protezione dei dati',
      text: 'Per domande, richieste d’informazioni e per esercitare i suoi diritti può contattare il nostro consulente per la protezione dei dati per posta all’indirizzo {company}, Consulente per la protezione dei dati, {postalAddress}, oppure per e-mail:',
    },
    verification: {
      title: 'Verifica dei suoi dati',
      paragraphs: [
        'Desidera sapere quali dati trattiamo su di Lei, oppure farli rettificare o cancellare? Ci scriva. Per non consegnare dati alla persona sbagliata verifichiamo la sua identità, di norma tramite l’indirizzo e-mail registrato presso di noi.',
        'Rispondiamo entro {answerDays} giorni. Se la verifica richiede più tempo, entro questo termine le comunichiamo il motivo e la data entro cui riceverà la risposta. Le informazioni sono gratuite.',
      ],
      platform: {
        heading: 'Dati sulla piattaforma',
        text: 'Se le sue domande riguardano chat o documenti sulla piattaforma, le inoltriamo al cliente responsabile e lo aiutiamo a rispondere.',
      },
    },
  },
} as const satisfies PrivacyWords;
