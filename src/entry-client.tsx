import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './site/App';
import { AppProviders } from './site/AppProviders';
import { findRoute } from './site/routes';
import { loadPage } from './site/pageComponents';
import { createBrowserIntegrations } from './integrations/browser/browserIntegrations';
import { markHydrating } from './lib/useHydrated';

const container = document.getElementById('root')!;
const integrations = createBrowserIntegrations();

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders integrations={integrations}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Load the current page's chunk first so hydration finds the same tree the
// prerenderer produced, without suspending.
const route = findRoute(window.location.pathname);
const ready = route ? loadPage(route) : Promise.resolve();

void ready.then(() => {
  if (!container.hasChildNodes()) return createRoot(container).render(app);
  markHydrating();
  // A transition: React hydrates in slices of a few ms and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(container, app);
  });
});
