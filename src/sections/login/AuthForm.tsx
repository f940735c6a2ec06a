import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { Stack } from '../../components/Stack';
import { emailInputProps, FormFooterLine, FormHeader, TextLink, validationMarks } from './formParts';
import type { AuthFormContent } from '../../content/login';
import { fieldsFor, type AuthMode, type ValidationMessages } from '../../lib/validation';
import { AUTH_FIELD_ATTRIBUTE, AUTH_FORM_ATTRIBUTE, FORWARD_TO_ATTRIBUTE, PASSWORD_TOGGLE_ATTRIBUTE } from './authFormMarks';
import { theme } from '../../design/theme';
import { controlSurface } from '../../components/surfaces';

export interface AuthFormProps {
  /** `login` or `signup`: which fields, texts and submit button the form shows. */
  mode: AuthMode;
  /** The section's words (`AuthFormContent`), from `src/content/login.ts`; nothing the section says is written in the component. */
  content: AuthFormContent;
  /** The three validation messages of spec §5. */
  errors: ValidationMessages;
  /** The app's page a valid submit leads to (its login or its registration); nothing typed goes along. */
  forwardTo: string;
  /** Provider buttons, shown between the form and the link to the other tab. */
  social?: ReactNode;
  /** Outline level of the form's heading; 3 inside a tab panel under an h2. */
  headingLevel?: 2 | 3;
}

const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-top: -${theme.space[1]};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[2]};
  margin-left: -${theme.space[2]};
  background: none;
  border: 0;
  ${controlSurface({ edge: 'none' })}
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.ink};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surface};
  }

  /* The open eye while the passwords are hidden, the crossed one while they show. */
  &[aria-pressed='false'] > svg:nth-of-type(2),
  &[aria-pressed='true'] > svg:nth-of-type(1) {
    display: none;
  }
`;

/**
 * The login or the signup form (spec §2, §3, §5). Each field is untouched,
 * touched and valid, or touched and invalid; it is validated when the
 * visitor leaves it and again, with every other field, on submit. A blocked
 * submit moves focus to the first invalid field; a valid one leads to the
 * app. One toggle shows or hides every password field of the form at once.
 * The component draws the form; the behaviour `authForms`
 * (src/site/behaviours/authForms.ts) checks it on the page, with no
 * framework, from its `data-` marks.
 *
 * The form has no action and its inputs no `name`, and it posts (never
 * GETs): even a submit before the page's script runs can put no password
 * into a URL.
 */
export function AuthForm({ mode, content, errors, forwardTo, social, headingLevel = 2 }: AuthFormProps) {
  const uid = useId();
  const ids = {
    heading: `${uid}-heading`,
    email: `${uid}-email`,
    password: `${uid}-password`,
    confirmPassword: `${uid}-confirm-password`,
  };
  const passwordFields = fieldsFor(mode).filter((name) => name !== 'email');
  const newPassword = mode === 'signup';
  const passwordInputProps = { type: 'password', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

  return (
    <Stack gap={{ base: 5 }}>
      <FormHeader id={ids.heading} level={headingLevel} heading={content.heading} intro={content.intro} />

      <form
        method="post"
        noValidate
        aria-labelledby={ids.heading}
        {...{ [AUTH_FORM_ATTRIBUTE]: mode, [FORWARD_TO_ATTRIBUTE]: forwardTo }}
        {...validationMarks(errors)}
      >
        <Stack gap={{ base: 4 }}>
          <TextField id={ids.email} label={content.fields.email.label} hint={content.fields.email.hint} {...emailInputProps} {...{ [AUTH_FIELD_ATTRIBUTE]: 'email' }} />
          <TextField
            id={ids.password}
            label={content.fields.password.label}
            hint={content.fields.password.hint}
            autoComplete={newPassword ? 'new-password' : 'current-password'}
            {...passwordInputProps}
            {...{ [AUTH_FIELD_ATTRIBUTE]: 'password' }}
          />
          {mode === 'signup' && content.fields.confirmPassword && (
            <TextField
              id={ids.confirmPassword}
              label={content.fields.confirmPassword.label}
              hint={content.fields.confirmPassword.hint}
              autoComplete="new-password"
              {...passwordInputProps}
              {...{ [AUTH_FIELD_ATTRIBUTE]: 'confirmPassword' }}
            />
          )}

          <OptionsRow>
            {/* The name stays the same in both states; aria-pressed tells whether the passwords are shown. */}
            <Toggle type="button" aria-pressed={false} aria-controls={passwordFields.map((name) => ids[name]).join(' ')} {...{ [PASSWORD_TOGGLE_ATTRIBUTE]: '' }}>
              <Icon icon={Eye} size="sm" />
              <Icon icon={EyeOff} size="sm" />
              {content.passwordToggle}
            </Toggle>
            {content.forgotPassword && <TextLink to={content.forgotPassword.to}>{content.forgotPassword.label}</TextLink>}
          </OptionsRow>

          <Button type="submit" size="lg" fullWidth>
            {content.submit}
          </Button>
        </Stack>
      </form>

      {social}

      <FormFooterLine>
        {content.switchPrompt}
        <TextLink to={content.switchLink.to}>{content.switchLink.label}</TextLink>
      </FormFooterLine>
    </Stack>
  );
}
