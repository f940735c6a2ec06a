import styled from 'styled-components';
import type { ResetPasswordContent } from '../../content/resetPassword';
import { AuthPageLayout } from './AuthPageLayout';
import { ResetPasswordForm } from './ResetPasswordForm';
import { goToAppReset } from './appHandoff';
import { media, theme } from '../../design/theme';

export interface ResetPasswordPanelProps {
  /** The reset page's copy: back link to the login, heading, lead, what happens to the address, and the form. */
  content: ResetPasswordContent;
  /** Called after a valid submit; it receives nothing (see `ResetPasswordForm`). Forwards to the app's reset page unless given. */
  onSubmit?: () => void;
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
 * and the card with the reset form. An island of its page: a valid
 * address forwards to the app.
 */
export function ResetPasswordPanel({ content, onSubmit = goToAppReset }: ResetPasswordPanelProps) {
  return (
    <AuthPageLayout backLink={content.backLink} heading={content.heading} lead={content.lead} facts={content.facts}>
      <FormFrame>
        <ResetPasswordForm content={content.form} onSubmit={onSubmit} />
      </FormFrame>
    </AuthPageLayout>
  );
}
