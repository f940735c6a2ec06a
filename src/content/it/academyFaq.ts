/**
 * The Academy's 13 questions and answers in Italian (/it/academy), which
 * address the learners as «voi» like the page. Their order and anchors are
 * in `src/content/academyFaq.ts`; the figures, times and prices are filled
 * in from `cohortProgramme`. Each answer may be read alone (an anchor, the
 * page's JSON-LD), so the programme's English names are glossed there too.
 */
import type { AcademyFaqWords } from '../academyFaq';

export const academyFaqWords = {
  'audience': {
    question: 'A chi si rivolge l’Academy?',
    answer: [
      'Ai team di direzione di PMI, fondazioni ed enti non profit che vogliono introdurre l’IA in modo vincolante, non soltanto sperimentarla. L’ideale è partecipare come piccolo team: un executive sponsor (il membro della direzione che sostiene il progetto), una direzione di programma o il PMO e da due a quattro responsabili di settore.',
      'Non servono conoscenze di programmazione. Conta di più che portiate con voi processi vostri da migliorare.',
    ],
  },
  'time-needed': {
    question: 'Quanto tempo dobbiamo mettere in conto?',
    answer: [
      'Nelle settimane {teachFirstWeek}–{teachLastWeek} vi incontrate ogni martedì e giovedì dalle {teachFrom} alle {teachUntil}, in tutto {liveHours} ore dal vivo.',
      'Nelle settimane {buildFirstWeek}–{buildLastWeek} c’è ogni martedì una sessione di lavoro BUILD dalle {buildFrom} alle {buildUntil} e ogni venerdì un’ora di consulenza dalle {officeFrom} alle {officeUntil}. Tra un appuntamento e l’altro portate avanti i vostri casi.',
    ],
  },
  online: {
    question: 'Il programma si svolge online?',
    answer: [
      'Sì. L’Academy nasce per il lavoro a distanza: tutte le sessioni si tengono dal vivo in video e tutti gli orari sono in ora svizzera ({timeZone}). Chi desidera incontrarsi anche di persona può aggiungere la giornata in presenza facoltativa, nelle settimane {onsiteFrom}–{onsiteTo}.',
    ],
  },
  language: {
    question: 'In che lingua si tengono le lezioni?',
    answer: ['In tedesco. Anche i materiali, gli esercizi e i modelli che ricevete sono in tedesco.'],
  },
  costs: {
    question: 'Quanto costa la partecipazione?',
    answer: [
      'La prima persona della vostra organizzazione costa {firstSeat}, ogni altra persona della stessa organizzazione {furtherSeat}, cioè la metà. Sei persone costano in tutto {exampleTotal}.',
    ],
  },
  vat: {
    question: 'I prezzi includono l’IVA?',
    answer: ['No. Tutti i prezzi si intendono IVA esclusa; l’IVA, attualmente pari a {vatRate}, viene aggiunta in fattura.'],
  },
  'day-on-site': {
    question: 'Che cos’è la giornata in presenza e quanto costa?',
    answer: [
      'Una giornata di workshop facoltativa presso di voi, nelle settimane {onsiteFrom}–{onsiteTo}, in cui lavoriamo con il vostro team direttamente sui vostri processi. Costa {onsiteAddOn} per organizzazione; spese di viaggio e sala sono a parte.',
    ],
  },
  'missed-session': {
    question: 'E se qualcuno perde una sessione?',
    answer: ['Ogni sessione viene registrata. Chi è assente guarda la registrazione e porta le sue domande alla sessione successiva o all’ora di consulenza.'],
  },
  certificate: {
    question: 'Riceviamo un certificato?',
    answer: ['Sì. Chi completa il programma riceve un certificato. La conclusione la festeggiate con la vostra coorte in una presentazione finale, in cui ogni team mostra ciò che ha costruito.'],
  },
  'teach-and-build': {
    question: 'Che differenza c’è tra le fasi TEACH e BUILD?',
    answer: [
      'In TEACH, la fase di apprendimento (settimane {teachFirstWeek}–{teachLastWeek}), imparate in {sessions} sessioni dal vivo come l’IA lavora in modo sicuro ed efficace in un’organizzazione. In BUILD, la fase di costruzione (settimane {buildFirstWeek}–{buildLastWeek}), applicate quanto appreso ai vostri processi, settimana dopo settimana, con una tappa intermedia fissa.',
    ],
  },
  results: {
    question: 'Che cosa abbiamo in mano dopo {weeks} settimane?',
    answer: [
      'La vostra governance in versione 1.0, protocolli collaudati e una Protocol Factory (fabbrica di protocolli) con cui impostate da soli nuovi processi, oltre a un Capstone (progetto finale) e a una roadmap per i 90 giorni successivi.',
    ],
  },
  'after-the-programme': {
    question: 'Che cosa succede dopo il programma?',
    answer: ['Restate nella community degli alumni e vi confrontate con i team delle coorti precedenti e successive. Le registrazioni restano a vostra disposizione.'],
  },
  'next-cohort': {
    question: 'Quando parte la prossima coorte e quanti posti ci sono?',
    answer: [
      'La data d’inizio e i posti liberi della prossima coorte ve li comunichiamo nel colloquio gratuito. Lì chiariamo anche se il programma è adatto al vostro team.',
    ],
  },
} as const satisfies AcademyFaqWords;
