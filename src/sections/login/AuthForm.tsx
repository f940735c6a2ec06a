import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFieldsAsFound } from '../../lib/useFieldsAsFound';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { Stack } from '../../components/Stack';
import { emailInputProps, FormFields, FormFooterLine, FormHeader, TextLink } from './formParts';
import type { AuthFormContent } from '../../content/login';
import {
  blurField,
  changeField,
  createFields,
  fieldStatus,
  fieldsFor,
  submitFields,
  type AuthMode,
  type Credentials,
  type FieldName,
  type ValidationMessages,
} from '../../lib/validation';
import { theme } from '../../design/theme';
import { controlSurface } from '../../components/surfaces';

export interface AuthFormProps {
  /** `login` or `signup`: which fields, texts and submit button the form shows. */
  mode: AuthMode;
  /** The section's words (`AuthFormContent`), from `src/content/login.ts`; nothing the section says is written in the component. */
  content: AuthFormContent;
  /** The three validation messages of spec §5. */
  errors: ValidationMessages;
  /** Receives `{ email, password }` and nothing else, only when every field is valid. */
  onSubmit: (credentials: Credentials) => void;
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
`;

/**
 * The login or the signup form (spec §2, §3, §5). Each field is untouched,
 * touched and valid, or touched and invalid; it is validated when the
 * visitor leaves it and again, with every other field, on submit. A blocked
 * submit moves focus to the first invalid field. One toggle shows or hides
 * every password field of the form at once.
 *
 * The form has no action and its inputs no `name`, and it posts (never
 * GETs): even a submit before hydration can put no password into a URL.
 */
export function AuthForm({ mode, content, errors, onSubmit, social, headingLevel = 2 }: AuthFormProps) {
  const uid = useId();
  const ids = {
    heading: `${uid}-heading`,
    email: `${uid}-email`,
    password: `${uid}-password`,
    confirmPassword: `${uid}-confirm-password`,
  };
  const [fields, setFields] = useState(() => createFields(mode));
  const [passwordsVisible, setPasswordsVisible] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // What was typed, or filled in by the browser, before the island hydrated is the form's too (not yet checked: untouched).
  useFieldsAsFound(form, (field) => {
    const name = fieldsFor(mode).find((candidate) => ids[candidate] === field.id);
    if (name) setFields((current) => changeField(current, name, field.value));
  });
  // Focus moves after the render that marks the field invalid, so the
  // screen reader reads the field together with its error. A fresh object
  // per submit re-runs the effect even when the same field fails again.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = submitFields(fields, errors);
    setFields(result.fields);
    if (result.firstInvalid) {
      setFocusTarget({ id: ids[result.firstInvalid] });
      return;
    }
    if (result.credentials) onSubmit(result.credentials);
  };

  const passwordFields = fieldsFor(mode).filter((name) => name !== 'email');
  const passwordType = passwordsVisible ? 'text' : 'password';
  const newPassword = mode === 'signup';

  const fieldProps = (name: FieldName) => {
    const field = fields[name];
    return {
      id: ids[name],
      value: field?.value ?? '',
      status: field ? fieldStatus(field) : 'untouched',
      error: field?.error ?? null,
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        setFields((current) => changeField(current, name, value));
      },
      onBlur: () => setFields((current) => blurField(current, name, errors)),
    } as const;
  };

  return (
    <Stack gap={{ base: 5 }}>
      <FormHeader id={ids.heading} level={headingLevel} heading={content.heading} intro={content.intro} />

      <FormFields ref={form} method="post" noValidate aria-labelledby={ids.heading} onSubmit={handleSubmit}>
        <TextField
          {...fieldProps('email')}
          label={content.fields.email.label}
          hint={content.fields.email.hint}
          {...emailInputProps}
        />
        <TextField
          {...fieldProps('password')}
          label={content.fields.password.label}
          hint={content.fields.password.hint}
          type={passwordType}
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        {mode === 'signup' && content.fields.confirmPassword && (
          <TextField
            {...fieldProps('confirmPassword')}
            label={content.fields.confirmPassword.label}
            hint={content.fields.confirmPassword.hint}
            type={passwordType}
            autoComplete="new-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        )}

        <OptionsRow>
          {/* The name stays the same in both states; aria-pressed tells whether the passwords are shown. */}
          <Toggle
            type="button"
            aria-pressed={passwordsVisible}
            aria-controls={passwordFields.map((name) => ids[name]).join(' ')}
            onClick={() => setPasswordsVisible((visible) => !visible)}
          >
            <Icon icon={passwordsVisible ? EyeOff : Eye} size="sm" />
            {content.passwordToggle}
          </Toggle>
          {content.forgotPassword && <TextLink to={content.forgotPassword.to}>{content.forgotPassword.label}</TextLink>}
        </OptionsRow>

        <Button type="submit" size="lg" fullWidth>
          {content.submit}
        </Button>
      </FormFields>

      {social}

      <FormFooterLine>
        {content.switchPrompt}
        <TextLink to={content.switchLink.to}>{content.switchLink.label}</TextLink>
      </FormFooterLine>
    </Stack>
  );
}
