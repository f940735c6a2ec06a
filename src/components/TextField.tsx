import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Icon } from './Icon';
import { theme } from '../design/theme';
import { describedByOf, errorIdOf, FIELD_STATUS_ATTRIBUTE, hintIdOf, type TextFieldStatus } from './textFieldState';

export type { TextFieldStatus };

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'aria-invalid' | 'aria-describedby'> {
  /** Ties label, hint and error to the input; the hint and error ids derive from it. */
  id: string;
  /** The visible label, also the input's accessible name. */
  label: string;
  /** A line under the label that stays, e.g. a rule the value must meet. */
  hint?: string;
  /** The message shown when the value is invalid; announced politely when it appears. */
  error?: string | null;
  /** `invalid` marks the field for assistive technology; `valid` shows a quiet check. */
  status?: TextFieldStatus;
  /** Something on the label row, right-aligned (e.g. a link). */
  labelAside?: ReactNode;
  /** The input element, e.g. to focus the first invalid field after a submit. */
  ref?: Ref<HTMLInputElement>;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  /* The state is an attribute of the frame, so a behaviour can change it on a prerendered page (textFieldState.ts). */
  &[${FIELD_STATUS_ATTRIBUTE}='invalid'] input {
    &,
    &:hover:not(:disabled) {
      border-color: ${theme.colors.danger};
      box-shadow: inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.danger};
    }
  }
  &[${FIELD_STATUS_ATTRIBUTE}='valid'] input {
    padding-right: ${theme.space[7]};
    border-color: ${theme.colors.success};
  }
  &:not([${FIELD_STATUS_ATTRIBUTE}='valid']) input + svg,
  &:not([${FIELD_STATUS_ATTRIBUTE}='invalid']) [aria-live] > svg {
    display: none;
  }
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`;

const Hint = styled.p`
  margin-top: -${theme.space[1]};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  > svg {
    position: absolute;
    right: ${theme.space[4]};
    color: ${theme.colors.success};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: ${theme.sizes.field};
  padding: 0 ${theme.space[4]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.md};
  transition: border-color ${theme.durations.fast}ms ${theme.easings.standard};

  &:hover:not(:disabled) {
    border-color: ${theme.colors.ink};
  }
  &::placeholder {
    color: ${theme.colors.inkMuted};
  }
  &:disabled {
    background: ${theme.colors.surface};
    color: ${theme.colors.inkMuted};
    cursor: not-allowed;
  }
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.danger};

  /* Always present and one line tall even while empty: a live region that is
     hidden may not announce, and an error appearing on blur must not push the
     submit button away between mousedown and mouseup (the click would miss). */
  min-height: calc(${theme.fontSizes.sm} * ${theme.lineHeights.snug});
  svg {
    flex-shrink: 0;
    margin-top: ${theme.nudges.xs};
  }
`;

/**
 * A labelled single-line input with an optional hint and error. The error
 * sits in a polite live region that is always present, so screen readers
 * announce it when it appears (e.g. after leaving the field); while the
 * field is invalid it carries `aria-invalid` and the error is part of its
 * description, read again whenever the field receives focus.
 */
export function TextField({ id, label, hint, error, status = 'untouched', labelAside, ref, type = 'text', ...input }: TextFieldProps) {
  const showError = status === 'invalid' && Boolean(error);

  return (
    <Field {...{ [FIELD_STATUS_ATTRIBUTE]: status }}>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </LabelRow>
      {hint && <Hint id={hintIdOf(id)}>{hint}</Hint>}
      <Control>
        <Input
          ref={ref}
          id={id}
          type={type}
          aria-invalid={status === 'invalid' || undefined}
          aria-describedby={describedByOf(id, Boolean(hint), showError)}
          {...input}
        />
        {/* Both marks are always there, shown by the state (the styles above), so a behaviour only changes the state. */}
        <Icon icon={CircleCheck} size="md" />
      </Control>
      <ErrorText id={errorIdOf(id)} aria-live="polite">
        <Icon icon={CircleAlert} size="sm" />
        <span>{showError ? error : null}</span>
      </ErrorText>
    </Field>
  );
}
