/**
 * Login and signup validation (spec §3, §4, §5) as pure functions.
 *
 * - E-mail: text, @, text, dot, text, no whitespace anywhere. Leading and
 *   trailing whitespace is trimmed first (a pasted address often carries a
 *   space or line break at its ends); whitespace inside stays invalid. The
 *   trimmed address is what is validated and what is handed on.
 * - Password: at least 8 characters, counted as Unicode code points (an emoji
 *   is one character). Passwords are never trimmed: a space is a legitimate
 *   password character.
 * - confirmPassword (signup only): exactly equal to the password, code unit
 *   for code unit.
 *
 * No rule adds a maximum length the spec does not give; every check runs in
 * linear time, so a pasted 10’000-character string costs nothing.
 *
 * The functions return error codes; the German messages live in
 * src/content/login.ts and are passed in where a field's `error` is filled.
 */

export type AuthMode = 'login' | 'signup';
export type FieldName = 'email' | 'password' | 'confirmPassword';
export type ValidationError = 'invalidEmail' | 'passwordTooShort' | 'passwordsDiffer';
export type ValidationMessages = Readonly<Record<ValidationError, string>>;

/** The three states of a field: never left yet, left and valid, left and invalid. */
export type FieldStatus = 'untouched' | 'valid' | 'invalid';

/** One form field as the spec describes it: value, valid, touched, error. */
export interface FieldState {
  value: string;
  /** The outcome of the last validation; meaningful once `touched`. */
  valid: boolean;
  /** Set on the first blur or on submit. */
  touched: boolean;
  /** The message shown under the field, or null. */
  error: string | null;
}

/** Login has e-mail and password; signup adds confirmPassword. */
export type AuthFields = { email: FieldState; password: FieldState; confirmPassword?: FieldState };

/** The only thing a submit hands on. */
export interface Credentials {
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;

/** The spec's basic pattern, for reference; `isValidEmail` is its linear-time equivalent. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Zero-width characters that paste along with text and are invisible; treated like whitespace. */
const INVISIBLE = new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);
const WHITESPACE = /\s/;

function isBlank(char: string): boolean {
  return WHITESPACE.test(char) || INVISIBLE.has(char);
}

/** Trims whitespace (including non-breaking and zero-width spaces) from both ends. */
export function normalizeEmail(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isBlank(value[start] as string)) start += 1;
  while (end > start && isBlank(value[end - 1] as string)) end -= 1;
  return value.slice(start, end);
}

/** Text, @, text, dot, text; no whitespace; checked after trimming the ends. */
export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  for (const char of email) if (isBlank(char)) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  const domain = email.slice(at + 1);
  // A dot with text on both sides: some dot other than the first and last character.
  return domain.slice(1, -1).includes('.');
}

/** Length in characters (code points), not UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _char of value) count += 1;
  return count;
}

export function validateEmail(value: string): ValidationError | null {
  return isValidEmail(value) ? null : 'invalidEmail';
}

export function validatePassword(value: string): ValidationError | null {
  return characterCount(value) >= PASSWORD_MIN_LENGTH ? null : 'passwordTooShort';
}

export function validateConfirmPassword(value: string, password: string): ValidationError | null {
  return value === password ? null : 'passwordsDiffer';
}

/** The fields a mode shows, in their order on screen (also the focus order on submit). */
export function fieldsFor(mode: AuthMode): ReadonlyArray<FieldName> {
  return mode === 'signup' ? ['email', 'password', 'confirmPassword'] : ['email', 'password'];
}

/** `?tab=signup` selects signup; anything else, or nothing, selects login. */
export function parseAuthTab(value: string | null | undefined): AuthMode {
  return value === 'signup' ? 'signup' : 'login';
}

const emptyField = (): FieldState => ({ value: '', valid: false, touched: false, error: null });

export function createFields(mode: AuthMode): AuthFields {
  return mode === 'signup'
    ? { email: emptyField(), password: emptyField(), confirmPassword: emptyField() }
    : { email: emptyField(), password: emptyField() };
}

export function fieldStatus(field: FieldState): FieldStatus {
  if (!field.touched) return 'untouched';
  return field.valid ? 'valid' : 'invalid';
}

export function validateField(name: FieldName, fields: AuthFields): ValidationError | null {
  switch (name) {
    case 'email':
      return validateEmail(fields.email.value);
    case 'password':
      return validatePassword(fields.password.value);
    case 'confirmPassword':
      return validateConfirmPassword(fields.confirmPassword?.value ?? '', fields.password.value);
  }
}

function getField(fields: AuthFields, name: FieldName): FieldState | undefined {
  return fields[name];
}

function withField(fields: AuthFields, name: FieldName, field: FieldState): AuthFields {
  return { ...fields, [name]: field };
}

/** Marks one field touched and records the outcome of its rule. */
function checked(field: FieldState, error: ValidationError | null, messages: Partial<ValidationMessages>): FieldState {
  return { ...field, touched: true, valid: error === null, error: error ? (messages[error] ?? null) : null };
}

/** While typing: a touched, invalid field whose rule now passes loses its error; nothing else changes. */
function liftedIfFixed(field: FieldState, error: ValidationError | null): FieldState {
  return field.touched && !field.valid && error === null ? { ...field, valid: true, error: null } : field;
}

/** Marks a field touched and records the outcome of its rule. */
function touchAndValidate(fields: AuthFields, name: FieldName, messages: ValidationMessages): AuthFields {
  const field = getField(fields, name);
  if (!field) return fields;
  return withField(fields, name, checked(field, validateField(name, fields), messages));
}

/**
 * Typing updates the value. Validation itself runs on blur and on submit;
 * the only thing typing does is lift an error once the input is correct
 * (so a fixed field stops shouting), never add one.
 */
export function changeField(fields: AuthFields, name: FieldName, value: string): AuthFields {
  const field = getField(fields, name);
  if (!field) return fields;
  let next = withField(fields, name, { ...field, value });
  const dependants: FieldName[] = name === 'password' ? [name, 'confirmPassword'] : [name];
  for (const dependant of dependants) {
    const current = getField(next, dependant);
    if (current) next = withField(next, dependant, liftedIfFixed(current, validateField(dependant, next)));
  }
  return next;
}

/** Leaving a field validates it; leaving the password also re-checks a touched confirmation. */
export function blurField(fields: AuthFields, name: FieldName, messages: ValidationMessages): AuthFields {
  let next = touchAndValidate(fields, name, messages);
  if (name === 'password' && next.confirmPassword?.touched) next = touchAndValidate(next, 'confirmPassword', messages);
  if (name === 'email' && next.email.valid) next = withField(next, 'email', { ...next.email, value: normalizeEmail(next.email.value) });
  return next;
}

export interface SubmitResult {
  fields: AuthFields;
  /** The first field in screen order that failed, to receive focus. */
  firstInvalid: FieldName | null;
  /** Only when every field passed: e-mail (trimmed) and password, nothing else. */
  credentials: Credentials | null;
}

/** Validates every field of the form; submission is blocked if any fails. */
export function submitFields(fields: AuthFields, messages: ValidationMessages): SubmitResult {
  const names: FieldName[] = fields.confirmPassword ? ['email', 'password', 'confirmPassword'] : ['email', 'password'];
  let next = fields;
  for (const name of names) next = touchAndValidate(next, name, messages);
  const firstInvalid = names.find((name) => !getField(next, name)?.valid) ?? null;
  return {
    fields: next,
    firstInvalid,
    credentials: firstInvalid ? null : { email: normalizeEmail(next.email.value), password: next.password.value },
  };
}

/*
 * The e-mail field alone (the password-reset form): the same rule, message,
 * states and timing as the login form's e-mail field, for a form that has
 * no password and hands nothing on.
 */

export const createEmailField = (): FieldState => emptyField();

/** Typing updates the value and lifts an error once the address is correct, never adds one. */
export function changeEmailField(field: FieldState, value: string): FieldState {
  return liftedIfFixed({ ...field, value }, validateEmail(value));
}

/** Leaving the field validates it; a valid address is trimmed, as on the login form. */
export function blurEmailField(field: FieldState, messages: Pick<ValidationMessages, 'invalidEmail'>): FieldState {
  const next = checked(field, validateEmail(field.value), messages);
  return next.valid ? { ...next, value: normalizeEmail(next.value) } : next;
}

/** Submitting validates the field; the submit goes ahead only if the result is valid. */
export function submitEmailField(field: FieldState, messages: Pick<ValidationMessages, 'invalidEmail'>): FieldState {
  return checked(field, validateEmail(field.value), messages);
}
