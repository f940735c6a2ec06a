/**
 * The general terms and conditions (/it/cgc) in Italian, sections 1–10,
 * under Swiss law (CO). The sections' order and anchors, the links and the
 * contract's figures are in `src/content/legal/terms.ts`.
 */
import type { TermsWords } from '../../legal/terms';

export const termsWords = {
  title: 'Condizioni generali di contratto',
  lead: 'Le presenti condizioni disciplinano l’utilizzo della piattaforma di IA di {brand} da parte di imprese, fondazioni e altre organizzazioni. Si applicano insieme alla sua offerta e al contratto per il trattamento dei dati su mandato.',
  sections: {
    scope: {
      title: 'Campo d’applicazione e conclusione del contratto',
      paragraphs: [
        'Le presenti CGC si applicano a tutti i contratti tra {company} (il «Fornitore») e i suoi clienti (il «Cliente») per l’utilizzo della piattaforma come software as a service. Condizioni divergenti del Cliente valgono solo se il Fornitore le ha accettate per iscritto.',
        'Il contratto è concluso quando il Cliente firma un’offerta, ordina un piano dal proprio account oppure utilizza la piattaforma dopo la sua attivazione. In caso di contraddizioni, l’offerta prevale sulle presenti CGC; nelle questioni di protezione dei dati, il contratto per il trattamento dei dati su mandato prevale su entrambe.',
      ],
    },
    services: {
      title: 'Prestazioni del Fornitore',
      intro: 'Il Fornitore mette la piattaforma a disposizione del Cliente tramite Internet. L’entità delle prestazioni dipende dal piano scelto e comprende in particolare:',
      included: [
        'la chat di IA con la scelta di modelli linguistici, gli assistenti, il centro di conoscenze e la libreria di prompt;',
        'il numero convenuto di utenti, il volume di dati per i documenti propri e il contingente di token;',
        'l’hosting in centri di calcolo in Svizzera e, su richiesta, in aggiunta in Germania o in un altro Stato dell’UE o del SEE.',
      ],
      development:
        'Il Fornitore sviluppa costantemente la piattaforma. Può modificare o sostituire funzioni, purché le prestazioni convenute restino garantite in forma equivalente.',
    },
    customerDuties: {
      title: 'Obblighi del Cliente e limiti di utilizzo',
      paragraphs: [
        'Il Cliente gestisce gli account dei propri utenti, mantiene segreti i dati di accesso e provvede affinché la piattaforma sia utilizzata solo nel rispetto del diritto applicabile e delle presenti CGC. Non vi inserisce contenuti che non ha il diritto di trattare.',
        'Nell’area di amministrazione il Cliente può fissare limiti di utilizzo, ad esempio per token, modelli o gruppi. Il Fornitore attua tecnicamente tali limiti; la loro scelta è di responsabilità del Cliente.',
        'Le risposte di un modello linguistico possono essere incomplete o errate. Il Cliente le verifica prima di fondarvi decisioni o di trasmetterle a terzi.',
      ],
    },
    dataProtection: {
      title: 'Protezione dei dati e trattamento su mandato',
      paragraphs: [
        'Prima del primo utilizzo le parti concludono un contratto per il trattamento dei dati su mandato ai sensi dell’art. 9 della legge federale sulla protezione dei dati (LPD) e, se applicabile, dell’art. 28 del regolamento generale sulla protezione dei dati (RGPD). Senza tale contratto il Fornitore non attiva la piattaforma.',
        'Il Cliente è responsabile dei dati che esso e i suoi utenti inseriscono nella piattaforma, in particolare chat e documenti. Il Fornitore li tratta solo per conto del Cliente e secondo le sue istruzioni, e non li utilizza per addestrare modelli linguistici.',
      ],
      privacy: {
        text: 'Il Fornitore è responsabile dei dati del sito web e dei propri dati relativi ai clienti, ad esempio le informazioni contrattuali e di fatturazione. Come li tratta è descritto nella sua',
        link: 'informativa sulla protezione dei dati',
      },
      retention: 'Per quanto tempo le chat restano memorizzate lo stabiliscono le parti nel contratto, ad esempio {chatRetentionDays} giorni.',
    },
    prices: {
      title: 'Prezzi e pagamento',
      paragraphs: [
        'Valgono i prezzi dell’offerta o del listino prezzi in vigore al momento dell’ordine. Tutti i prezzi si intendono in franchi svizzeri, IVA esclusa; l’IVA si aggiunge all’aliquota di volta in volta in vigore, attualmente del {vatRate}\u00a0%.',
        'Le fatture sono pagabili entro {paymentDays} giorni dalla data di fatturazione. Scaduto tale termine, il Cliente è in mora senza ulteriore sollecito e deve un interesse di mora del {lateInterest}\u00a0% annuo. Se una fattura resta insoluta nonostante un sollecito, il Fornitore può bloccare l’accesso previo avviso scritto.',
      ],
    },
    duration: {
      title: 'Durata, disdetta e dati alla fine del contratto',
      paragraphs: [
        'Il contratto ha la durata indicata nell’offerta. Si rinnova ogni volta per la durata iniziale se nessuna delle parti lo disdice per la fine di tale durata rispettando il termine di disdetta. Salvo diverso accordo, il termine di disdetta è di {noticeMonths} mesi.',
        'È fatto salvo il diritto di entrambe le parti di disdire il contratto senza preavviso per gravi motivi.',
        'Alla fine del contratto il Cliente ha ancora accesso ai propri dati per {exportDays} giorni, per poterli esportare. In seguito il Fornitore cancella i dati del Cliente o, su sua richiesta, glieli restituisce, salvo che la legge ne imponga la conservazione.',
      ],
    },
    support: {
      title: 'Supporto e disponibilità',
      paragraphs: [
        'Il supporto è raggiungibile per e-mail e in chat {weekdays}, dalle {from} alle {until} (ora svizzera), esclusi i giorni festivi ufficiali del Cantone di Zurigo. Di norma rispondiamo alle richieste entro {responseHours} ore.',
        'Il Fornitore gestisce la piattaforma con la diligenza di un fornitore professionale. Annuncia in anticipo i lavori di manutenzione e, se possibile, li svolge al di fuori degli orari del supporto. Impegni sulla disponibilità valgono solo se convenuti in un accordo sul livello di servizio (Service Level Agreement).',
      ],
    },
    confidentiality: {
      title: 'Riservatezza',
      paragraphs: [
        'Le parti trattano in modo confidenziale tutte le informazioni non pubbliche dell’altra parte ricevute nell’ambito del contratto. Tale obbligo vale per tutta la durata del contratto e per {confidentialityYears} anni dopo la sua fine; gli obblighi legali di segretezza restano applicabili anche oltre.',
      ],
    },
    liability: {
      title: 'Responsabilità',
      paragraphs: [
        'Il Fornitore risponde secondo le disposizioni di legge dei danni causati intenzionalmente o per negligenza grave. Nella misura consentita dalla legge, la responsabilità per negligenza lieve è esclusa.',
        'Nella misura consentita dalla legge, è esclusa la responsabilità per il lucro cessante, i danni indiretti e i danni derivanti da risposte errate di un modello linguistico.',
      ],
    },
    finalProvisions: {
      title: 'Modifiche, diritto applicabile e foro competente',
      paragraphs: [
        'Il Fornitore può modificare le presenti CGC. Comunica le modifiche al Cliente per iscritto o per e-mail. Se il Cliente non si oppone entro {objectionWeeks} settimane dalla comunicazione, le modifiche si considerano accettate; la comunicazione richiama espressamente questa conseguenza.',
        'Si applica il diritto svizzero, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci (Convenzione di Vienna). Il foro competente esclusivo è Zurigo.',
      ],
    },
  },
} as const satisfies TermsWords;
