import { createElement, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Layout } from './Layout';
import { fallbackFor, findRoute, type SiteRoute } from './routes';
import { pageComponent, preloadPage } from './pageComponents';
import { durations } from '../design/tokens';
import { HydrationScope } from '../lib/useHydrated';
import { useIntegrations } from '../integrations/IntegrationsContext';
import { usePlainLinks } from './usePlainLinks';

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Page components come from a module-level table, one stable component per route. */
function Page({ route }: { route: SiteRoute }) {
  return createElement(pageComponent(route));
}

/**
 * The routed part of the site: finds the page for the address, fades the
 * old page out for 300 ms, scrolls to the top, then shows the new page with
 * its head tags (which the page renders with its content). Plain links to the site's pages navigate the same way.
 * Unknown addresses go to the fallback.
 */
export function SiteShell() {
  const location = useLocation();
  const target = findRoute(location.pathname);
  const [displayed, setDisplayed] = useState(target);
  const mainRef = useRef<HTMLElement>(null);
  const { chat } = useIntegrations();
  usePlainLinks();

  useEffect(() => {
    if (!target || target === displayed) return;
    const pageReady = preloadPage(target);
    const delay = prefersReducedMotion() ? 0 : durations.pageFade;
    const timer = window.setTimeout(() => {
      void pageReady.finally(() => {
        startTransition(() => setDisplayed(target));
        window.scrollTo(0, 0);
        mainRef.current?.focus({ preventScroll: true });
      });
      // The page's message on view (the FAQ's); on arrival the boot script logs it.
      void pageReady.then(({ arrival }) => arrival?.viewMessage && console.info(arrival.viewMessage), () => undefined);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [target, displayed]);

  useEffect(() => {
    chat.notifyNavigation();
  }, [location.pathname, chat]);

  if (!target) return <Navigate to={fallbackFor(location.pathname)} replace />;
  const shown = displayed ?? target;

  return (
    <Layout fading={shown !== target && !prefersReducedMotion()} mainRef={mainRef}>
      <Suspense fallback={null}>
        <HydrationScope>
          <Page route={shown} />
        </HydrationScope>
      </Suspense>
    </Layout>
  );
}
