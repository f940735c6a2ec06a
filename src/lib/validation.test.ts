import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  blurEmailField,
  blurField,
  changeEmailField,
  changeField,
  createEmailField,
  characterCount,
  createFields,
  fieldStatus,
  isValidEmail,
  normalizeEmail,
  parseAuthTab,
  submitEmailField,
  submitFields,
  validateConfirmPassword,
  validateEmail,
  validatePassword,
  type AuthFields,
} from './validation';
import { contentFor } from '../content/siteContent';

const { loginContent } = contentFor('de-CH').login;

const messages = loginContent.errors;
const LONG = 10_000;

describe('messages', () => {
  it('are the three of spec §5, word for word', () => {
    expect(messages.invalidEmail).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(messages.passwordTooShort).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(messages.passwordsDiffer).toBe('Die Passwörter stimmen nicht überein.');
  });
});

describe('isValidEmail', () => {
  it.each(['name@firma.ch', 'vorname.nachname@sub.firma.ch', 'a@b.c', 'info+news@example.co.uk', 'a@b..c', 'a@.b.c'])(
    'accepts %s (text, @, text, dot, text)',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['no @', 'name.firma.ch'],
    ['no dot after @', 'a@b'],
    ['dot at the end', 'a@b.'],
    ['dot right after @', 'a@.ch'],
    ['nothing before @', '@firma.ch'],
    ['two @', 'a@b@c.ch'],
    ['space inside', 'name @firma.ch'],
    ['space in the domain', 'name@fir ma.ch'],
    ['tab inside', 'name@firma\t.ch'],
    ['line break inside', 'name@firma.ch\nx@y.ch'],
    ['non-breaking space inside', 'name\u00a0@firma.ch'],
    ['zero-width space inside', 'na\u200bme@firma.ch'],
  ])('rejects %s', (_case, email) => expect(isValidEmail(email)).toBe(false));

  it('accepts unicode letters: the basic pattern asks only for text, not ASCII', () => {
    expect(isValidEmail('müller@bücher.ch')).toBe(true);
    expect(isValidEmail('zoë@éxample.ch')).toBe(true);
    expect(isValidEmail('用户@例子.中国')).toBe(true);
    expect(isValidEmail('🙂@🙂.ch')).toBe(true);
  });

  it('trims pasted whitespace at the ends (spaces, tabs, line breaks, NBSP, zero-width)', () => {
    expect(isValidEmail('  name@firma.ch ')).toBe(true);
    expect(isValidEmail('\tname@firma.ch\r\n')).toBe(true);
    expect(isValidEmail('\u00a0name@firma.ch\u200b')).toBe(true);
    expect(isValidEmail('\ufeffname@firma.ch')).toBe(true);
    expect(normalizeEmail(' \n name@firma.ch \u00a0')).toBe('name@firma.ch');
    expect(normalizeEmail('a b')).toBe('a b');
  });

  it('agrees with the spec pattern on every trimmed sample', () => {
    const samples = ['a@b.c', 'a@b', 'a@b.', 'a@.b', 'a@.b.c', '@b.c', 'a@@b.c', 'a b@c.d', 'a@b.c.', '.@..', 'a@b..c', 'x@y.z@w.v'];
    for (const sample of samples) expect(isValidEmail(sample), sample).toBe(EMAIL_PATTERN.test(sample));
  });

  it('handles 10’000-character strings quickly and by the same rule', () => {
    const longLocal = `${'a'.repeat(LONG)}@firma.ch`;
    const longDomain = `a@${'b.'.repeat(LONG / 2)}ch`;
    const hostile = `a@${'.a'.repeat(LONG / 2)} `;
    const noDot = `a@${'b'.repeat(LONG)}`;
    const spaces = `a${' '.repeat(LONG)}@b.ch`;
    const started = performance.now();
    expect(isValidEmail(longLocal)).toBe(true);
    expect(isValidEmail(longDomain)).toBe(true);
    expect(isValidEmail(`${hostile}x`)).toBe(false);
    expect(isValidEmail(noDot)).toBe(false);
    expect(isValidEmail(spaces)).toBe(false);
    expect(isValidEmail(' '.repeat(LONG))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('returns the error code through validateEmail', () => {
    expect(validateEmail('a@b')).toBe('invalidEmail');
    expect(validateEmail('a@b.ch')).toBeNull();
  });
});

describe('validatePassword', () => {
  it('needs at least 8 characters', () => {
    expect(validatePassword('')).toBe('passwordTooShort');
    expect(validatePassword('1234567')).toBe('passwordTooShort');
    expect(validatePassword('12345678')).toBeNull();
    expect(validatePassword('x'.repeat(LONG))).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('🔒🔒🔒🔒')).toBe(4);
    expect(validatePassword('🔒🔒🔒🔒')).toBe('passwordTooShort');
    expect(validatePassword('🔒🔒🔒🔒🔒🔒🔒🔒')).toBeNull();
    expect(validatePassword('Grüezi€ä')).toBeNull();
  });

  it('does not trim: spaces are password characters', () => {
    expect(validatePassword('        ')).toBeNull();
    expect(validatePassword('  abcd  ')).toBeNull();
    expect(validatePassword(' abcde ')).toBe('passwordTooShort');
  });
});

describe('validateConfirmPassword', () => {
  it('must equal the password exactly', () => {
    expect(validateConfirmPassword('geheim123', 'geheim123')).toBeNull();
    expect(validateConfirmPassword('geheim124', 'geheim123')).toBe('passwordsDiffer');
    expect(validateConfirmPassword('geheim123 ', 'geheim123')).toBe('passwordsDiffer');
    expect(validateConfirmPassword('', 'geheim123')).toBe('passwordsDiffer');
    expect(validateConfirmPassword('Geheim123', 'geheim123')).toBe('passwordsDiffer');
    // Composed é and e + combining accent look alike but differ.
    expect(validateConfirmPassword('caf\u00e9-1234', 'cafe\u0301-1234')).toBe('passwordsDiffer');
    expect(validateConfirmPassword('x'.repeat(LONG), 'x'.repeat(LONG))).toBeNull();
  });
});

describe('parseAuthTab', () => {
  it('selects signup only for tab=signup; anything else is login', () => {
    expect(parseAuthTab('signup')).toBe('signup');
    expect(parseAuthTab('login')).toBe('login');
    expect(parseAuthTab(null)).toBe('login');
    expect(parseAuthTab('')).toBe('login');
    expect(parseAuthTab('SIGNUP')).toBe('login');
    expect(parseAuthTab('register')).toBe('login');
  });
});

describe('field states', () => {
  const type = (fields: AuthFields, name: 'email' | 'password' | 'confirmPassword', value: string) =>
    blurField(changeField(fields, name, value), name, messages);

  it('starts untouched, with confirmPassword on signup only', () => {
    const login = createFields('login');
    expect(login.confirmPassword).toBeUndefined();
    expect(fieldStatus(login.email)).toBe('untouched');
    const signup = createFields('signup');
    expect(signup.confirmPassword).toEqual({ value: '', valid: false, touched: false, error: null });
  });

  it('validates on blur: touched-invalid with the message, then touched-valid', () => {
    let fields = type(createFields('login'), 'email', 'a@b');
    expect(fields.email).toEqual({ value: 'a@b', valid: false, touched: true, error: messages.invalidEmail });
    expect(fieldStatus(fields.email)).toBe('invalid');
    fields = type(fields, 'email', 'a@b.ch');
    expect(fields.email).toEqual({ value: 'a@b.ch', valid: true, touched: true, error: null });
    expect(fieldStatus(fields.email)).toBe('valid');
  });

  it('does not validate while typing in an untouched field', () => {
    const fields = changeField(createFields('login'), 'email', 'a');
    expect(fields.email).toEqual({ value: 'a', valid: false, touched: false, error: null });
  });

  it('lifts an error as soon as the input is fixed, but never adds one while typing', () => {
    let fields = type(createFields('login'), 'password', 'kurz');
    expect(fields.password.error).toBe(messages.passwordTooShort);
    fields = changeField(fields, 'password', 'lang genug');
    expect(fields.password).toMatchObject({ valid: true, error: null });
    fields = changeField(fields, 'password', 'kurz');
    expect(fields.password).toMatchObject({ valid: true, error: null });
    fields = blurField(fields, 'password', messages);
    expect(fields.password.error).toBe(messages.passwordTooShort);
  });

  it('trims the e-mail on blur once it is valid', () => {
    const fields = type(createFields('login'), 'email', '  name@firma.ch\n');
    expect(fields.email).toMatchObject({ value: 'name@firma.ch', valid: true });
  });

  it('re-checks a touched confirmation when the password changes', () => {
    let fields = type(createFields('signup'), 'password', 'geheim123');
    fields = type(fields, 'confirmPassword', 'geheim123');
    expect(fields.confirmPassword).toMatchObject({ valid: true });
    fields = type(fields, 'password', 'geheim1234');
    expect(fields.confirmPassword).toMatchObject({ valid: false, error: messages.passwordsDiffer });
    fields = changeField(fields, 'password', 'geheim123');
    expect(fields.confirmPassword).toMatchObject({ valid: true, error: null });
  });
});

describe('submitFields', () => {
  it('validates every field, blocks and names the first invalid one', () => {
    const result = submitFields(createFields('signup'), messages);
    expect(result.credentials).toBeNull();
    expect(result.firstInvalid).toBe('email');
    expect(result.fields.email.error).toBe(messages.invalidEmail);
    expect(result.fields.password.error).toBe(messages.passwordTooShort);
    // Both empty: they match, so the confirmation itself passes.
    expect(result.fields.confirmPassword).toMatchObject({ touched: true, valid: true });
  });

  it('points at the first invalid field in screen order', () => {
    let fields = changeField(createFields('signup'), 'email', 'name@firma.ch');
    fields = changeField(fields, 'password', 'geheim123');
    fields = changeField(fields, 'confirmPassword', 'geheim12');
    const result = submitFields(fields, messages);
    expect(result.firstInvalid).toBe('confirmPassword');
    expect(result.fields.confirmPassword?.error).toBe(messages.passwordsDiffer);
  });

  it('hands on exactly { email, password }, the e-mail trimmed', () => {
    let fields = changeField(createFields('signup'), 'email', ' name@firma.ch ');
    fields = changeField(fields, 'password', ' geheim123 ');
    fields = changeField(fields, 'confirmPassword', ' geheim123 ');
    const result = submitFields(fields, messages);
    expect(result.firstInvalid).toBeNull();
    expect(result.credentials).toStrictEqual({ email: 'name@firma.ch', password: ' geheim123 ' });
    expect(Object.keys(result.credentials ?? {})).toEqual(['email', 'password']);
  });

  it('needs no confirmation on login', () => {
    let fields = changeField(createFields('login'), 'email', 'name@firma.ch');
    fields = changeField(fields, 'password', '12345678');
    expect(submitFields(fields, messages).credentials).toStrictEqual({ email: 'name@firma.ch', password: '12345678' });
  });
});

describe('the e-mail field alone (password reset)', () => {
  const only = { invalidEmail: messages.invalidEmail };

  it('starts untouched and does not validate while typing', () => {
    expect(createEmailField()).toEqual({ value: '', valid: false, touched: false, error: null });
    expect(changeEmailField(createEmailField(), 'a')).toEqual({ value: 'a', valid: false, touched: false, error: null });
  });

  it('validates on blur and on submit with the login form\'s rule and message', () => {
    const blurred = blurEmailField(changeEmailField(createEmailField(), 'anna.muster@beispiel'), only);
    expect(blurred).toEqual({ value: 'anna.muster@beispiel', valid: false, touched: true, error: messages.invalidEmail });
    expect(submitEmailField(createEmailField(), only)).toMatchObject({ touched: true, valid: false, error: messages.invalidEmail });
    expect(submitEmailField(changeEmailField(createEmailField(), 'name@firma.ch'), only)).toMatchObject({ valid: true, error: null });
    for (const value of ['a@b', 'name @firma.ch', 'name@firma.ch', ' name@firma.ch ']) {
      expect(submitEmailField(changeEmailField(createEmailField(), value), only).valid, value).toBe(isValidEmail(value));
    }
  });

  it('lifts the error once the address is fixed, and trims a valid address on blur', () => {
    const invalid = submitEmailField(changeEmailField(createEmailField(), 'a@b'), only);
    expect(changeEmailField(invalid, 'a@b.ch')).toMatchObject({ valid: true, error: null });
    expect(changeEmailField(changeEmailField(invalid, 'a@b.ch'), 'a@b')).toMatchObject({ valid: true, error: null });
    expect(blurEmailField(changeEmailField(createEmailField(), ' name@firma.ch\n'), only)).toMatchObject({ value: 'name@firma.ch', valid: true });
  });
});
