import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFieldsAsFound } from '../../lib/useFieldsAsFound';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { ResetPasswordFormContent } from '../../content/resetPassword';
import { blurEmailField, changeEmailField, createEmailField, fieldStatus, submitEmailField } from '../../lib/validation';
import { Stack } from '../../components/Stack';
import { emailInputProps, FormFields, FormFooterLine, FormHeader, TextLink } from './formParts';
import { theme } from '../../design/theme';

export interface ResetPasswordFormProps {
  /** Heading, intro, field label and hint, the invalid-address message, the button, the forwarding notice and the help link. */
  content: ResetPasswordFormContent;
  /**
   * Called once the address is valid, to forward the visitor to the app. It
   * receives nothing: the address stays in this form, so it cannot end up in
   * a URL, in storage or in a log.
   */
  onSubmit: () => void;
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
 * valid submit says that it forwards and calls `onSubmit`.
 *
 * Like the login form it has no action, its input no `name`, and it posts:
 * even a submit before hydration puts nothing into a URL.
 */
export function ResetPasswordForm({ content, onSubmit, headingLevel = 2 }: ResetPasswordFormProps) {
  const uid = useId();
  const ids = { heading: `${uid}-heading`, email: `${uid}-email` };
  const [email, setEmail] = useState(createEmailField);
  const [forwarding, setForwarding] = useState(false);
  // Focus moves after the render that marks the field invalid, so a screen
  // reader reads the field with its error; a fresh object per blocked submit
  // re-runs the effect when the same field fails again.
  const [focusRequest, setFocusRequest] = useState<object | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(ids.email)?.focus();
  }, [focusRequest, ids.email]);

  // Back from the app, the browser may restore this page as it was left: the
  // notice would claim a forwarding that is over.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setForwarding(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const form = useRef<HTMLFormElement>(null);
  // An address typed, or filled in by the browser, before the island hydrated is the form's too.
  useFieldsAsFound(form, (field) => setEmail((current) => changeEmailField(current, field.value)));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = submitEmailField(email, content.errors);
    setEmail(checked);
    if (!checked.valid) {
      setForwarding(false);
      setFocusRequest({});
      return;
    }
    setForwarding(true);
    onSubmit();
  };

  return (
    <Stack gap={{ base: 5 }}>
      <FormHeader id={ids.heading} level={headingLevel} heading={content.heading} intro={content.intro} />

      <FormFields ref={form} method="post" noValidate aria-labelledby={ids.heading} onSubmit={handleSubmit}>
        <TextField
          id={ids.email}
          label={content.email.label}
          hint={content.email.hint}
          value={email.value}
          status={fieldStatus(email)}
          error={email.error}
          onChange={(event) => {
            const { value } = event.target;
            setEmail((current) => changeEmailField(current, value));
          }}
          onBlur={() => setEmail((current) => blurEmailField(current, content.errors))}
          {...emailInputProps}
        />
        <Button type="submit" size="lg" fullWidth>
          {content.submit}
        </Button>
        <Notice role="status">{forwarding ? content.forwarding : null}</Notice>
      </FormFields>

      <FormFooterLine>
        {content.help.prompt}
        <TextLink to={content.help.link.to}>{content.help.link.label}</TextLink>
      </FormFooterLine>
    </Stack>
  );
}
