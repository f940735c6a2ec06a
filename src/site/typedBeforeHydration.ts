/**
 * A field typed into (or filled by the browser) before the app has
 * hydrated keeps what it holds: React keeps the value it finds. But the app
 * has not seen it, so a field the app controls (the token estimator's
 * counts, a form's state) would act on nothing. Once the page has hydrated,
 * each field whose value differs from its prerendered one is told to React
 * as the input it was. React notices an input by comparing the field's
 * value with the last one it saw, so the field is first set back to that
 * through React's own setter, then set again through the element's, and
 * its input event sent.
 */
export function tellTypedFields(root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
