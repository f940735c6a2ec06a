import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick } from '../components/jumpTo';
import { findRoute } from './routes';

/**
 * Client-side navigation for plain links to the site's pages. Content kept
 * as prerendered (useStaticHtml) is not hydrated, so its links are plain
 * `<a href>`, not the router's: without this, a click on one would load the
 * next page afresh instead of fading to it. Router links handle their own
 * clicks first (they cancel the event); links that open a new tab, download,
 * leave the site, lead to another language or jump within this page keep
 * what the browser does.
 */
export function useInternalLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const navigateClientSide = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      if (anchor.origin !== window.location.origin) return;
      const target = findRoute(anchor.pathname);
      // Another language's page loads afresh, with its own `lang`, head and shell content.
      if (!target || target.locale !== findRoute(window.location.pathname)?.locale) return;
      if (anchor.pathname === window.location.pathname && anchor.hash) return;
      event.preventDefault();
      navigate({ pathname: anchor.pathname, search: anchor.search, hash: anchor.hash });
    };
    document.addEventListener('click', navigateClientSide);
    return () => document.removeEventListener('click', navigateClientSide);
  }, [navigate]);
}
