import type { Decorator } from '@storybook/react-vite';

/**
 * Shows only the first `height` pixels of a long page, so its full-page
 * screenshot stays small; the whole page is still rendered, checked by axe
 * and reachable by the play function.
 */
export const pageTop =
  (height: number): Decorator =>
  (Story) => (
    <div style={{ height, overflow: 'hidden' }}>
      <Story />
    </div>
  );
