import { useLocation } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';

/** Shows the router's current path so a play function can see where a click led. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <p data-testid="location" style={{ marginTop: 24, fontSize: 14 }}>
      Aktuelle Adresse: {location.pathname + location.search}
    </p>
  );
}

/**
 * Waits until the LocationDisplay shows `path`: the router renders a
 * navigation in a transition, which may come a little after the click.
 */
export function expectLocation(canvas: { getByTestId: (id: string) => HTMLElement }, path: string | RegExp): Promise<void> {
  return waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
}
