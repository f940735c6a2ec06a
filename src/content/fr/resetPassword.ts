/**
 * /fr/mot-de-passe-oublie: the page «Mot de passe oublié?» on the login form leads
 * to. The site has no accounts of its own; a new password is set in the app.
 * The page checks the address by the login form's rule and forwards to the
 * app's reset page. The address does not go along (no URL, no storage, no
 * log), so the copy says plainly that the app asks for it again.
 */
import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import { emailField, validationMessages } from './login';
import type { ResetPasswordContent } from '../resetPassword';

const paths = pathsIn('fr-CH');

export const resetPasswordContent = {
  backLink: { label: 'Retour à la connexion', to: paths.login },
  heading: 'Réinitialiser le mot de passe',
  lead: `Vous définissez un nouveau mot de passe dans l’application ${operator.brand}. Nous vous y conduisons directement.`,
  facts: [
    'Votre adresse reste sur cette page: elle n’apparaît dans aucune barre d’adresse et n’est ni enregistrée ni journalisée.',
    'Vous définissez le nouveau mot de passe dans l’application, hébergée dans la région de Zurich.',
  ],
  form: {
    heading: 'Réinitialiser dans l’application',
    intro: 'Saisissez l’adresse e-mail de votre compte. Dès qu’elle est complète, nous vous redirigeons vers l’application.',
    email: {
      ...emailField,
      hint: 'Nous ne transmettons pas votre adresse: l’application vous la demandera une nouvelle fois.',
    },
    errors: { invalidEmail: validationMessages.invalidEmail },
    submit: 'Continuer vers l’application',
    forwarding: 'Redirection vers l’application…',
    help: {
      prompt: 'Vous n’avez plus accès à cette adresse e-mail?',
      link: { label: 'Écrivez-nous', to: paths.contact },
    },
  },
} as const satisfies ResetPasswordContent;
