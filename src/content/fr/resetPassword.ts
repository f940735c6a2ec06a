/** /fr/mot-de-passe-oublie in French: every text of the page; the links' targets, the e-mail field and its message come together in `src/content/resetPassword.ts`. */
import type { ResetPasswordWords } from '../resetPassword';

export const resetPasswordWords = {
  backLink: 'Retour à la connexion',
  heading: 'Réinitialiser le mot de passe',
  lead: 'Vous définissez un nouveau mot de passe dans l’application {brand}. Nous vous y conduisons directement.',
  facts: [
    'Votre adresse reste sur cette page: elle n’apparaît dans aucune barre d’adresse et n’est ni enregistrée ni journalisée.',
    'Vous définissez le nouveau mot de passe dans l’application, hébergée dans la région de Zurich.',
  ],
  form: {
    heading: 'Réinitialiser dans l’application',
    intro: 'Saisissez l’adresse e-mail de votre compte. Dès qu’elle est complète, nous vous redirigeons vers l’application.',
    emailHint: 'Nous ne transmettons pas votre adresse: l’application vous la demandera une nouvelle fois.',
    submit: 'Continuer vers l’application',
    forwarding: 'Redirection vers l’application…',
    help: {
      prompt: 'Vous n’avez plus accès à cette adresse e-mail?',
      link: 'Écrivez-nous',
    },
  },
} as const satisfies ResetPasswordWords;
