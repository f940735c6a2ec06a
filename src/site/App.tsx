import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { leavesSite, redirects, ROOT_PATH, rootTarget, type ExternalUrl } from './routes';
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

/** `/` reached inside the app: the home page of the browser's language, as the server decides it. */
function RootRedirect() {
  const accepted = typeof navigator === 'undefined' ? '' : navigator.languages.join(',');
  return <Navigate to={rootTarget(accepted)} replace />;
}

/** Listed redirects replace the history entry; everything else goes to the shell. */
export function App() {
  return (
    <Routes>
      <Route path={ROOT_PATH} element={<RootRedirect />} />
      {redirects.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={leavesSite(redirect.to) ? <LeaveSite to={redirect.to} /> : <Navigate to={redirect.to} replace />} />
      ))}
      <Route path="*" element={<SiteShell />} />
    </Routes>
  );
}
