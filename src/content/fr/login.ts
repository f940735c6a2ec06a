/** /fr/connexion in French: every text of the login and signup forms, the e-mail field and the validation messages; links, providers and logos are in `src/content/login.ts`. */
import type { LoginWords } from '../login';

export const loginWords = {
  emailLabel: 'Adresse e-mail',
  validationMessages: {
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    passwordTooShort: 'Le mot de passe doit comporter au moins {minLength} caractères.',
    passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  },
  backLink: 'Retour à l’accueil',
  heading: 'Votre accès à {brand}',
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
      fields: { password: 'Mot de passe' },
      passwordToggle: 'Afficher le mot de passe',
      forgotPassword: 'Mot de passe oublié?',
      switchPrompt: 'Pas encore de compte?',
      switchLink: 'S’inscrire maintenant',
    },
    signup: {
      heading: 'Créer un compte',
      intro: 'Lancez-vous avec {brand}, pour votre entreprise, votre fondation ou votre association.',
      submit: 'Créer un compte',
      fields: {
        password: 'Mot de passe',
        passwordHint: 'Au moins {minLength} caractères.',
        confirmPassword: 'Confirmer le mot de passe',
      },
      passwordToggle: 'Afficher les mots de passe',
      switchPrompt: 'Vous avez déjà un compte?',
      switchLink: 'Se connecter',
    },
  },
  social: {
    divider: 'ou',
    groupLabel: 'Continuer avec un compte existant',
    providerLabel: 'Se connecter avec {provider}',
  },
  trustedBy: {
    heading: 'Des entreprises suisses nous font confiance',
    note: 'Logos fictifs: des clients d’exemple, aucune marque réelle.',
    logoAlt: '{company} (logo d’exemple)',
  },
} as const satisfies LoginWords;
