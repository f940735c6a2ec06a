import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './site/App';
import { AppProviders } from './site/AppProviders';
import { findRoute } from './site/routes';
import { loadPage } from './site/pageComponents';
import { shell } from '@site-language/shell';
import { createBrowserIntegrations } from './integrations/browser/browserIntegrations';
import { markHydrating } from './lib/useHydrated';
import { adoptPrerenderedStyles } from './lib/prerenderedStyles';

/** Resolves once the page has hydrated: src/boot.ts then gives a click it held (src/site/startOnInput.ts). */
export { pageHydrated } from './lib/useHydrated';

const container = document.getElementById('root')!;

// This bundle is of one language (vite.config.ts builds one per language),
// and only that language's pages load it.
const locale = __SITE_LOCALE__;
const route = findRoute(window.location.pathname);
const integrations = createBrowserIntegrations(locale);

// Load the current page's chunk first, so hydration finds the same tree
// the prerenderer produced, without suspending.
void (route ? loadPage(route) : Promise.resolve()).then(() => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders integrations={integrations} locale={locale} shell={shell}>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
  // The dev server's page holds only a placeholder comment: render it afresh.
  if (!container.firstElementChild) return createRoot(container).render(app);
  adoptPrerenderedStyles();
  markHydrating();
  // A transition: React hydrates in slices of a few ms and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(container, app);
  });
});
