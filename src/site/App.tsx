import { Navigate, Route, Routes } from 'react-router-dom';
import { redirects } from './routes';
import { SiteShell } from './SiteShell';

/** Listed redirects replace the history entry; everything else goes to the shell. */
export function App() {
  return (
    <Routes>
      {redirects.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
      ))}
      <Route path="*" element={<SiteShell />} />
    </Routes>
  );
}
