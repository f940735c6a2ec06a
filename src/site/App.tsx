import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { leavesSite, redirects, type ExternalUrl } from './routes';
import { SiteShell } from './SiteShell';

/**
 * A redirect to another site, reached inside the app (the dev server has no
 * hosting rules): the browser leaves, replacing this history entry like the
 * server's 301 would.
 */
function LeaveSite({ to }: { to: ExternalUrl }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/** Listed redirects replace the history entry; everything else goes to the shell. */
export function App() {
  return (
    <Routes>
      {redirects.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={leavesSite(redirect.to) ? <LeaveSite to={redirect.to} /> : <Navigate to={redirect.to} replace />} />
      ))}
      <Route path="*" element={<SiteShell />} />
    </Routes>
  );
}
