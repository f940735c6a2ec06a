/** /it/accesso in Italian: every text of the login and signup forms, the e-mail field and the validation messages; links, providers and logos are in `src/content/login.ts`. */
import type { LoginWords } from '../login';

export const loginWords = {
  emailLabel: 'Indirizzo e-mail',
  validationMessages: {
    invalidEmail: 'Inserisca un indirizzo e-mail valido.',
    passwordTooShort: 'La password deve contenere almeno {minLength} caratteri.',
    passwordsDiffer: 'Le due password non coincidono.',
  },
  backLink: 'Alla pagina iniziale',
  heading: 'Il suo accesso a {brand}',
  lead: 'Acceda o crei un account per il suo team. I suoi dati restano in Svizzera.',
  facts: [
    'Hosting nella regione di Zurigo presso un partner certificato ISO 27001 e 9001',
    'Conforme al diritto svizzero ed europeo sulla protezione dei dati',
    'Cifratura AES-256 dei dati memorizzati',
  ],
  tabsLabel: 'Accedere o registrarsi',
  tabs: { login: 'Accesso', signup: 'Registrazione' },
  forms: {
    login: {
      heading: 'Lieti di rivederla',
      intro: 'Acceda con il suo indirizzo e-mail aziendale.',
      submit: 'Accedere',
      fields: { password: 'La sua password' },
      passwordToggle: 'Mostrare la password',
      forgotPassword: 'Password dimenticata?',
      switchPrompt: 'Non ha ancora un account?',
      switchLink: 'Registrarsi ora',
    },
    signup: {
      heading: 'Creare un account',
      intro: 'Inizi con {brand}: per la sua azienda, la sua fondazione o la sua associazione.',
      submit: 'Creare l’account',
      fields: {
        password: 'Nuova password',
        passwordHint: 'Almeno {minLength} caratteri.',
        confirmPassword: 'Confermare la password',
      },
      passwordToggle: 'Mostrare le password',
      switchPrompt: 'Ha già un account?',
      switchLink: 'Passare all’accesso',
    },
  },
  social: {
    divider: 'oppure',
    groupLabel: 'Continuare con un account esistente',
    providerLabel: 'Accedere con {provider}',
  },
  trustedBy: {
    heading: 'Aziende svizzere si affidano a noi',
    note: 'Loghi segnaposto: clienti di esempio, nessun marchio reale.',
    logoAlt: '{company} (logo di esempio)',
  },
} as const satisfies LoginWords;
