import { useEffect, type RefObject } from 'react';

/** Whether a field holds something other than what was prerendered into it. */
const changed = (field: HTMLInputElement) => (field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue);

/**
 * Reads an island's fields as it finds them once it has hydrated: a field
 * typed into, ticked or filled in by the browser before the island's code
 * arrived keeps what it holds (React hydrates a field without overwriting
 * it), but the component's state does not know it. `found` gets each field
 * under `root` whose content differs from the prerendered one, so the
 * component takes it into its state; nothing is replayed, the component
 * looks at its own fields.
 */
export function useFieldsAsFound(root: RefObject<HTMLElement | null>, found: (field: HTMLInputElement) => void): void {
  useEffect(() => {
    for (const field of root.current?.querySelectorAll('input') ?? []) if (changed(field)) found(field);
    // Once, as the island has hydrated: later input reaches its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
