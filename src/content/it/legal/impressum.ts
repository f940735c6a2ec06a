/**
 * The legal notice (/it/note-legali) in Italian: who runs this website. The
 * facts (company, address, register, e-mail, …) and the sections' anchors
 * are in `src/content/legal/impressum.ts`.
 */
import type { ImpressumWords } from '../../legal/impressum';

export const impressumWords = {
  title: 'Note legali',
  lead: 'Questo sito è gestito da {company}, con sede a {city}. Qui trova le informazioni necessarie per contattarci o per intraprendere un’azione legale nei nostri confronti.',
  vatAbbreviation: 'IVA',
  sections: {
    operator: {
      title: 'Gestore del sito',
      facts: { company: 'Società', postalAddress: 'Indirizzo postale', management: 'Direzione' },
    },
    register: {
      title: 'Registro di commercio e IVA',
      facts: { register: 'Registro di commercio', uid: 'Numero d’identificazione delle imprese (IDI)', vatNumber: 'Numero IVA' },
    },
    contact: {
      title: 'Contatto',
      facts: { email: 'E-mail', phone: 'Telefono', hours: 'Orari' },
    },
    dataProtectionAdvisor: {
      title: 'Consulente per la protezione dei dati',
      intro:
        'Per domande sul trattamento dei suoi dati personali può rivolgersi al nostro consulente per la protezione dei dati. All’interno dell’azienda esercita la sua funzione in modo indipendente e non riceve istruzioni sul contenuto delle sue valutazioni.',
      facts: { name: 'Nome', email: 'E-mail', post: 'Posta' },
      postRecipient: '{company}, Consulente per la protezione dei dati',
      privacy: { text: 'Come trattiamo i dati personali è spiegato nella nostra', link: 'informativa sulla protezione dei dati' },
    },
    disputeResolution: {
      title: 'Risoluzione online delle controversie nell’UE',
      platform: 'La Commissione europea mette a disposizione una piattaforma per la risoluzione online delle controversie tra imprese e consumatori nell’UE:',
      ourPractice:
        'In quanto impresa svizzera che rivolge i propri servizi a imprese e organizzazioni, non siamo tenuti né disposti a partecipare a una procedura dinanzi a un organo di conciliazione per i consumatori. In caso di disaccordo ci scriva direttamente: cercheremo insieme una soluzione.',
    },
    contentAndLinks: {
      title: 'Contenuti e link',
      binding: {
        text: 'Redigiamo i contenuti di questo sito con cura e li manteniamo aggiornati. Per un contratto fanno fede l’offerta e le condizioni generali di contratto, non le descrizioni pubblicate sul sito.',
        link: 'Vai alle CGC',
      },
      paragraphs: [
        'I link verso siti di altri fornitori conducono a contenuti che non controlliamo; di tali contenuti risponde il rispettivo fornitore. Se veniamo a sapere che un link rimanda a un contenuto illecito, lo rimuoviamo.',
        'Testi, immagini e grafica di questo sito appartengono a {company} o ai titolari dei diritti indicati. Per utilizzarli al di fuori dell’uso privato occorre chiederci prima l’autorizzazione.',
      ],
    },
  },
} as const satisfies ImpressumWords;
