import { all, closestIn, documentOf, listen, type Behaviour } from '../../components/behaviours/behaviour';
import { showFieldState } from '../../components/textFieldState';
import {
  blurEmailField,
  blurField,
  changeEmailField,
  changeField,
  createEmailField,
  createFields,
  fieldStatus,
  submitEmailField,
  submitFields,
  type AuthFields,
  type FieldName,
  type FieldState,
  type ValidationMessages,
} from '../../lib/validation';
import {
  AUTH_FIELD_ATTRIBUTE,
  AUTH_FORM_ATTRIBUTE,
  FORWARD_TO_ATTRIBUTE,
  FORWARDING_NOTICE_ATTRIBUTE,
  messageAttributes,
  PASSWORD_TOGGLE_ATTRIBUTE,
} from '../../sections/login/authFormMarks';

/** A form's fields as the rules of src/lib/validation.ts keep them: the login's and signup's, or the reset form's e-mail alone. */
type FormState = { kind: 'auth'; fields: AuthFields } | { kind: 'reset'; email: FieldState };

const messagesOf = (form: HTMLFormElement): ValidationMessages => ({
  invalidEmail: form.getAttribute(messageAttributes.invalidEmail) ?? '',
  passwordTooShort: form.getAttribute(messageAttributes.passwordTooShort) ?? '',
  passwordsDiffer: form.getAttribute(messageAttributes.passwordsDiffer) ?? '',
});

const inputsOf = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLInputElement>(`input[${AUTH_FIELD_ATTRIBUTE}]`)];
const nameOf = (input: HTMLInputElement) => input.getAttribute(AUTH_FIELD_ATTRIBUTE) as FieldName;

function change(state: FormState, name: FieldName, value: string): FormState {
  return state.kind === 'reset' ? { ...state, email: changeEmailField(state.email, value) } : { ...state, fields: changeField(state.fields, name, value) };
}

/** A form's state as first met: empty, then whatever the fields already hold (typed, or filled in by the browser, before the script ran). */
function fresh(form: HTMLFormElement): FormState {
  const mode = form.getAttribute(AUTH_FORM_ATTRIBUTE);
  let state: FormState = mode === 'reset' ? { kind: 'reset', email: createEmailField() } : { kind: 'auth', fields: createFields(mode === 'signup' ? 'signup' : 'login') };
  for (const input of inputsOf(form)) if (input.value) state = change(state, nameOf(input), input.value);
  return state;
}

const fieldOf = (state: FormState, name: FieldName): FieldState | undefined => (state.kind === 'reset' ? (name === 'email' ? state.email : undefined) : state.fields[name]);

/** Shows each field's state; a value the rules changed (an e-mail address trimmed on leaving it) goes back into its field. */
function show(form: HTMLFormElement, state: FormState) {
  for (const input of inputsOf(form)) {
    const field = fieldOf(state, nameOf(input));
    if (!field) continue;
    if (input.value !== field.value) input.value = field.value;
    showFieldState(input, fieldStatus(field), field.error);
  }
}

/**
 * The login, signup and reset forms (spec §2, §3, §5) on the prerendered
 * page, by the pure rules of src/lib/validation.ts: each field untouched,
 * then touched and valid or touched and invalid; checked when the visitor
 * leaves it, and with every other field on submit. Typing only lifts an
 * error once the value is right. A blocked submit keeps what was typed and
 * moves focus to the first invalid field, whose message is then part of
 * its description; a valid one leads to the app's page the form names,
 * taking nothing the visitor typed along (the reset form first says so).
 * The toggle shows or hides every password field of its form; a provider's
 * button leads to the app's login.
 */
export const authForms: Behaviour = (root, { address }) => {
  const states = new WeakMap<HTMLFormElement, FormState>();
  const stateOf = (form: HTMLFormElement) => states.get(form) ?? fresh(form);
  const update = (form: HTMLFormElement, state: FormState) => {
    states.set(form, state);
    show(form, state);
  };
  const fieldFrom = (event: Event) => {
    const input = closestIn<HTMLInputElement>(event, root, `form[${AUTH_FORM_ATTRIBUTE}] input[${AUTH_FIELD_ATTRIBUTE}]`);
    const form = input?.closest<HTMLFormElement>(`form[${AUTH_FORM_ATTRIBUTE}]`);
    return input && form ? { input, form } : null;
  };
  const notices = (scope: ParentNode) => [...scope.querySelectorAll<HTMLElement>(`[${FORWARDING_NOTICE_ATTRIBUTE}]`)];

  return all(
    listen<Event>(root, 'input', (event) => {
      const found = fieldFrom(event);
      if (found) update(found.form, change(stateOf(found.form), nameOf(found.input), found.input.value));
    }),
    listen<FocusEvent>(root, 'focusout', (event) => {
      const found = fieldFrom(event);
      if (!found) return;
      const { form, input } = found;
      const state = change(stateOf(form), nameOf(input), input.value);
      const messages = messagesOf(form);
      update(form, state.kind === 'reset' ? { ...state, email: blurEmailField(state.email, messages) } : { ...state, fields: blurField(state.fields, nameOf(input), messages) });
    }),
    listen<SubmitEvent>(root, 'submit', (event) => {
      const form = event.target instanceof HTMLFormElement && root.contains(event.target) && event.target.matches(`[${AUTH_FORM_ATTRIBUTE}]`) ? event.target : null;
      if (!form) return;
      // Nothing is sent from here: the form only checks, then leads on.
      event.preventDefault();
      let state = stateOf(form);
      for (const input of inputsOf(form)) state = change(state, nameOf(input), input.value);
      const messages = messagesOf(form);
      let firstInvalid: FieldName | null;
      if (state.kind === 'reset') {
        state = { ...state, email: submitEmailField(state.email, messages) };
        firstInvalid = state.email.valid ? null : 'email';
      } else {
        const result = submitFields(state.fields, messages);
        state = { ...state, fields: result.fields };
        firstInvalid = result.firstInvalid;
      }
      update(form, state);
      for (const notice of notices(form)) notice.textContent = firstInvalid ? '' : (notice.getAttribute(FORWARDING_NOTICE_ATTRIBUTE) ?? '');
      if (firstInvalid) {
        inputsOf(form)
          .find((input) => nameOf(input) === firstInvalid)
          ?.focus();
        return;
      }
      const destination = form.getAttribute(FORWARD_TO_ATTRIBUTE);
      if (destination) address.go(destination);
    }),
    listen<MouseEvent>(root, 'click', (event) => {
      const toggle = closestIn<HTMLButtonElement>(event, root, `[${PASSWORD_TOGGLE_ATTRIBUTE}]`);
      if (toggle) {
        const shown = toggle.getAttribute('aria-pressed') !== 'true';
        toggle.setAttribute('aria-pressed', String(shown));
        for (const id of (toggle.getAttribute('aria-controls') ?? '').split(' ')) {
          const input = documentOf(root).getElementById(id);
          if (input instanceof HTMLInputElement) input.type = shown ? 'text' : 'password';
        }
        return;
      }
      const provider = closestIn<HTMLButtonElement>(event, root, `button[${FORWARD_TO_ATTRIBUTE}]`);
      const destination = provider?.getAttribute(FORWARD_TO_ATTRIBUTE);
      if (destination) address.go(destination);
    }),
    // Back from the app, the browser may restore the page as it was left: a notice would claim a forwarding that is over.
    listen<PageTransitionEvent>(documentOf(root).defaultView ?? documentOf(root), 'pageshow', (event) => {
      if (!event.persisted) return;
      for (const notice of notices(root)) notice.textContent = '';
    }),
  );
};
