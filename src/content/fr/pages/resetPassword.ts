import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { resetPasswordContent } from '../resetPassword';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Réinitialiser le mot de passe – accès à l’app | ${operator.brand}`,
  description: `Mot de passe oublié? Vérifiez votre adresse e-mail et définissez un nouveau mot de passe dans l’app ${operator.brand}. Nous ne transmettons pas votre adresse.`,
} as const satisfies PageMeta;

export const content = { meta, resetPassword: resetPasswordContent } as const satisfies PageContent<'resetPassword'>;
