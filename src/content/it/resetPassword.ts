/** /it/password-dimenticata in Italian: every text of the page; the links' targets, the e-mail field and its message come together in `src/content/resetPassword.ts`. */
import type { ResetPasswordWords } from '../resetPassword';

export const resetPasswordWords = {
  backLink: 'Ritorno all’accesso',
  heading: 'Reimpostare la password',
  lead: 'La nuova password si imposta nell’app di {brand}. La portiamo direttamente lì.',
  facts: [
    'Il suo indirizzo resta su questa pagina: non compare in nessuna barra degli indirizzi e non viene né salvato né registrato.',
    'La nuova password la imposta nell’app, ospitata nella regione di Zurigo.',
  ],
  form: {
    heading: 'Reimpostare nell’app',
    intro: 'Inserisca l’indirizzo e-mail del suo account. Quando è completo, la inoltriamo all’app.',
    emailHint: 'Non trasmettiamo il suo indirizzo: l’app glielo chiederà di nuovo.',
    submit: 'Continuare nell’app',
    forwarding: 'Inoltro all’app in corso…',
    help: {
      prompt: 'Non ha più accesso a questo indirizzo e-mail?',
      link: 'Ci scriva',
    },
  },
} as const satisfies ResetPasswordWords;
