import { useLocation } from 'react-router-dom';

/** Shows the router's current path so a play function can see where a click led. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <p data-testid="location" style={{ marginTop: 24, fontSize: 14 }}>
      Aktuelle Adresse: {location.pathname + location.search}
    </p>
  );
}
