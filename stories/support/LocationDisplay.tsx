import { useSyncExternalStore } from 'react';
import { expect, waitFor } from 'storybook/test';
import { storyAddressBar, storyPath } from './storyAddress';

/** Shows the story's path and query (stories/support/storyAddress.ts), so a play function can see where a click led; story chrome, not the section's words. */
export function LocationDisplay() {
  const href = useSyncExternalStore(storyAddressBar.subscribe, storyPath);
  return (
    <p data-testid="location" data-story-chrome="" style={{ marginTop: 24, fontSize: 14 }}>
      Aktuelle Adresse: {href}
    </p>
  );
}

/** Waits until the LocationDisplay shows `path`. */
export function expectLocation(canvas: { getByTestId: (id: string) => HTMLElement }, path: string | RegExp): Promise<void> {
  return waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
}
