import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import type { ValidationMessages } from '../../lib/validation';
import type { FieldContent, LoginContent } from '../login';

const paths = pathsIn('fr-CH');

/** The e-mail field's label, the same wherever the site asks for an account's address. */
export const emailField = { label: 'Adresse e-mail' } as const satisfies FieldContent;

/** The three messages of spec §5; the reset page reuses the e-mail message word for word. */
export const validationMessages = {
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
} as const satisfies ValidationMessages;

export const loginContent = {
  backLink: { label: 'Retour à l’accueil', to: paths.home },
  heading: `Votre accès à ${operator.brand}`,
  lead: 'Connectez-vous ou créez un compte pour votre équipe. Vos données restent en Suisse.',
  facts: [
    'Hébergement dans la région de Zurich, chez un partenaire certifié ISO 27001 et 9001',
    'Conforme au droit suisse et au droit européen de la protection des données',
    'Chiffrement AES-256 des données au repos',
  ],
  tabsLabel: 'Se connecter ou s’inscrire',
  tabs: { login: 'Se connecter', signup: 'S’inscrire' },
  forms: {
    login: {
      heading: 'Content de vous revoir',
      intro: 'Connectez-vous avec votre adresse e-mail professionnelle.',
      submit: 'Se connecter',
      fields: {
        email: emailField,
        password: { label: 'Mot de passe' },
      },
      passwordToggle: 'Afficher le mot de passe',
      forgotPassword: { label: 'Mot de passe oublié?', to: paths.resetPassword },
      switchPrompt: 'Pas encore de compte?',
      switchLink: { label: 'S’inscrire maintenant', to: `${paths.login}?tab=signup` },
    },
    signup: {
      heading: 'Créer un compte',
      intro: `Lancez-vous avec ${operator.brand}, pour votre entreprise, votre fondation ou votre association.`,
      submit: 'Créer un compte',
      fields: {
        email: emailField,
        password: { label: 'Mot de passe', hint: 'Au moins 8 caractères.' },
        confirmPassword: { label: 'Confirmer le mot de passe' },
      },
      passwordToggle: 'Afficher les mots de passe',
      switchPrompt: 'Vous avez déjà un compte?',
      switchLink: { label: 'Se connecter', to: `${paths.login}?tab=login` },
    },
  },
  errors: validationMessages,
  social: {
    divider: 'ou',
    groupLabel: 'Continuer avec un compte existant',
    providers: [
      { id: 'google', label: 'Se connecter avec Google' },
      { id: 'github', label: 'Se connecter avec GitHub' },
    ],
  },
  trustedBy: {
    heading: 'Des entreprises suisses nous font confiance',
    note: 'Logos fictifs: des clients d’exemple, aucune marque réelle.',
    logos: [
      { src: '/images/login/muster-treuhand.svg', alt: 'Muster Treuhand AG (logo d’exemple)', width: 160, height: 48 },
      { src: '/images/login/beispiel-stiftung.svg', alt: 'Beispiel Stiftung (logo d’exemple)', width: 160, height: 48 },
      { src: '/images/login/probe-logistik.svg', alt: 'Probe Logistik GmbH (logo d’exemple)', width: 160, height: 48 },
      { src: '/images/login/demo-bau.svg', alt: 'Demo Bau AG (logo d’exemple)', width: 160, height: 48 },
      { src: '/images/login/vorlage-verein.svg', alt: 'Vorlage Verein (logo d’exemple)', width: 160, height: 48 },
    ],
  },
} as const satisfies LoginContent;
