import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { resetPasswordContent } from '../resetPassword';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Passwort zurücksetzen – Zugang zur App | ${operator.brand}`,
  description: `Passwort vergessen? Prüfen Sie Ihre E-Mail-Adresse und legen Sie in der App von ${operator.brand} ein neues Passwort fest. Ihre Adresse geben wir nicht weiter.`,
} as const satisfies PageMeta;

export const content = { meta, resetPassword: resetPasswordContent } as const satisfies PageContent<'resetPassword'>;
