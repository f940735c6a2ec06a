/*
 * How a TextField shows its state (untouched, valid, invalid) in its
 * markup, written once for the component that renders it and for the
 * behaviours that change it on a prerendered page (the login forms): no
 * React here, so a behaviour can import it without the framework.
 */
/** The three states a field shows: never left yet, left and valid, left and invalid. */
export type TextFieldStatus = 'untouched' | 'valid' | 'invalid';

/** On the field's frame: `untouched`, `valid` or `invalid`; the styles of the input, its check and its message follow it. */
export const FIELD_STATUS_ATTRIBUTE = 'data-field-status';

export const hintIdOf = (inputId: string) => `${inputId}-hint`;
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** The input's description: its hint, then its error while it is invalid. */
export function describedByOf(inputId: string, hasHint: boolean, showsError: boolean): string | undefined {
  return [hasHint ? hintIdOf(inputId) : undefined, showsError ? errorIdOf(inputId) : undefined].filter(Boolean).join(' ') || undefined;
}

/** Shows `status` and `error` on the prerendered field of `input`, as TextField would render them. */
export function showFieldState(input: HTMLInputElement, status: TextFieldStatus, error: string | null): void {
  const document = input.ownerDocument;
  const showsError = status === 'invalid' && Boolean(error);
  input.closest(`[${FIELD_STATUS_ATTRIBUTE}]`)?.setAttribute(FIELD_STATUS_ATTRIBUTE, status);
  if (status === 'invalid') input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  const describedBy = describedByOf(input.id, document.getElementById(hintIdOf(input.id)) !== null, showsError);
  if (describedBy) input.setAttribute('aria-describedby', describedBy);
  else input.removeAttribute('aria-describedby');
  const message = document.getElementById(errorIdOf(input.id))?.querySelector('span');
  if (message) message.textContent = showsError ? error : '';
}
