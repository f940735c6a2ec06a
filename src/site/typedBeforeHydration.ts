/**
 * A field typed into, ticked or chosen from (or filled by the browser)
 * before the app has hydrated keeps what it holds: React keeps what it
 * finds. But the app has not seen it, so a field the app controls (the
 * token estimator's counts, the Academy's self-check, a form's state) would
 * act on nothing. Once the page has hydrated, each field that differs from
 * its prerendered state is told to React as the input it was.
 *
 * React notices a change by comparing the field's value (a box's checked
 * state) with the last one it saw, so that is first set back to the
 * prerendered one through React's own setter, then to what the visitor
 * left through the element's, and the event React listens for is sent: a
 * click for a box or a radio button, an input for the rest. A list box
 * React does not track: its change event is enough.
 */
export function tellTypedFields(root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (checkable) {
      // Of a radio group, the button chosen speaks for the group.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      tell(field, 'checked', field.defaultChecked, field.checked, 'click');
    } else if (field.value !== field.defaultValue) {
      tell(field, 'value', field.defaultValue, field.value, 'input');
    }
  }
  for (const list of root.querySelectorAll('select')) {
    if ([...list.options].some((option) => option.selected !== option.defaultSelected)) list.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function tell<K extends 'checked' | 'value'>(field: HTMLInputElement | HTMLTextAreaElement, property: K, prerendered: HTMLInputElement[K], left: HTMLInputElement[K], event: 'click' | 'input') {
  (field as HTMLInputElement)[property] = prerendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, left);
  // A plain event, not a MouseEvent: a click of that kind would tick the box again.
  field.dispatchEvent(new Event(event, { bubbles: true }));
}
