import styled from 'styled-components';
import type { ResetPasswordContent } from '../../content/resetPassword';
import { AuthPageLayout } from './AuthPageLayout';
import { ResetPasswordForm } from './ResetPasswordForm';
import { operator } from '../../content/operator';
import { media, theme } from '../../design/theme';

export interface ResetPasswordPanelProps {
  /** The reset page's copy: back link to the login, heading, lead, what happens to the address, and the form. */
  content: ResetPasswordContent;
}

/* The login card opens with its tabs; this one with a heading, which wants the card's full top padding. */
const FormFrame = styled.div`
  ${media.md} {
    padding-top: ${theme.space[5]};
  }
`;

/**
 * The opening of /de/reset-password, laid out like the login page's: a way
 * back to the login, the page's h1 and lead, what happens to the address,
 * and the card with the reset form. A valid address leads to the app's
 * reset page (the site has no accounts of its own).
 */
export function ResetPasswordPanel({ content }: ResetPasswordPanelProps) {
  return (
    <AuthPageLayout backLink={content.backLink} heading={content.heading} lead={content.lead} facts={content.facts}>
      <FormFrame>
        <ResetPasswordForm content={content.form} forwardTo={operator.app.resetPassword} />
      </FormFrame>
    </AuthPageLayout>
  );
}
