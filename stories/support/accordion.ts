import { expect, waitFor } from 'storybook/test';

/** What a play function reads of the canvas: the queries it needs here. */
interface Queries {
  getByRole: (role: 'heading', options: { name: string | RegExp }) => HTMLElement;
}

/**
 * An accordion item (src/components/Accordion.tsx) by its title, as a
 * person finds it: the heading they read, inside the `<summary>` they
 * press, inside the `<details>` that opens.
 */
export function accordionItem(canvas: Queries, title: string | RegExp) {
  const heading = canvas.getByRole('heading', { name: title });
  const summary = heading.closest('summary')!;
  return { heading, summary, details: summary.parentElement as HTMLDetailsElement };
}

/** Waits until the item titled `title` is open (or closed): the browser toggles a `<details>` in a task after the press. */
export function expectOpen(canvas: Queries, title: string | RegExp, open = true): Promise<void> {
  return waitFor(() => expect(accordionItem(canvas, title).details.open).toBe(open));
}
