import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { ResetPasswordFormContent } from '../../content/resetPassword';
import { Stack } from '../../components/Stack';
import { emailInputProps, FormFooterLine, FormHeader, TextLink, validationMarks } from './formParts';
import { AUTH_FIELD_ATTRIBUTE, AUTH_FORM_ATTRIBUTE, FORWARD_TO_ATTRIBUTE, FORWARDING_NOTICE_ATTRIBUTE } from './authFormMarks';
import { theme } from '../../design/theme';

export interface ResetPasswordFormProps {
  /** Heading, intro, field label and hint, the invalid-address message, the button, the forwarding notice and the help link. */
  content: ResetPasswordFormContent;
  /**
   * The app's reset page a valid address leads to. Nothing goes along: the
   * address stays in this form, so it cannot end up in a URL, in storage or
   * in a log.
   */
  forwardTo: string;
  /** The outline level of the form's heading; 2 under the page's h1. */
  headingLevel?: 2 | 3;
}

/** Always present, one line tall even while empty, so the notice is announced and nothing shifts. */
const Notice = styled.p`
  min-height: calc(${theme.fontSizes.sm} * ${theme.lineHeights.snug});
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.inkMuted};
`;

/**
 * The reset form: the e-mail field alone, with the login form's rule,
 * message and states (untouched, touched valid, touched invalid; checked on
 * leaving the field and on submit). A blocked submit keeps what was typed
 * and moves focus to the field, whose error is part of its description. A
 * valid submit says that it forwards, and does. The behaviour `authForms`
 * (src/site/behaviours/authForms.ts) checks it on the page, as it does the
 * login's.
 *
 * Like the login form it has no action, its input no `name`, and it posts:
 * even a submit before the page's script runs puts nothing into a URL.
 */
export function ResetPasswordForm({ content, forwardTo, headingLevel = 2 }: ResetPasswordFormProps) {
  const uid = useId();
  const ids = { heading: `${uid}-heading`, email: `${uid}-email` };

  return (
    <Stack gap={{ base: 5 }}>
      <FormHeader id={ids.heading} level={headingLevel} heading={content.heading} intro={content.intro} />

      <form
        method="post"
        noValidate
        aria-labelledby={ids.heading}
        {...{ [AUTH_FORM_ATTRIBUTE]: 'reset', [FORWARD_TO_ATTRIBUTE]: forwardTo }}
        {...validationMarks(content.errors)}
      >
        <Stack gap={{ base: 4 }}>
          <TextField id={ids.email} label={content.email.label} hint={content.email.hint} {...emailInputProps} {...{ [AUTH_FIELD_ATTRIBUTE]: 'email' }} />
          <Button type="submit" size="lg" fullWidth>
            {content.submit}
          </Button>
          <Notice role="status" {...{ [FORWARDING_NOTICE_ATTRIBUTE]: content.forwarding }} />
        </Stack>
      </form>

      <FormFooterLine>
        {content.help.prompt}
        <TextLink to={content.help.link.to}>{content.help.link.label}</TextLink>
      </FormFooterLine>
    </Stack>
  );
}
