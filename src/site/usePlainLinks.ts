import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick } from '../components/jumpTo';
import { REPORTS_CONVERSION_ATTRIBUTE } from '../components/LinkButton';
import { useIntegrations } from '../integrations/IntegrationsContext';
import { findRoute } from './routes';

/**
 * What a click on a plain link to one of the site's pages does when no
 * component handled it: the conversion report the link carries, then
 * client-side navigation. Content kept as prerendered (useStaticHtml) is not
 * hydrated, so its links are plain `<a href>`, not the router's or
 * LinkButton's: without this, a click on one would load the next page afresh
 * instead of fading to it, and «Kostenlose Beratung» in a kept closing band
 * would not be reported. Router links handle their own clicks first (they
 * cancel the event, and LinkButton reports); links that open a new tab,
 * download, leave the site, lead to another language or jump within this
 * page keep what the browser does.
 */
export function usePlainLinks(): void {
  const navigate = useNavigate();
  const { reportConversion } = useIntegrations();
  useEffect(() => {
    const followPlainLink = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      if (anchor.origin !== window.location.origin) return;
      if (anchor.hasAttribute(REPORTS_CONVERSION_ATTRIBUTE)) reportConversion(anchor.getAttribute('href') ?? anchor.pathname);
      const target = findRoute(anchor.pathname);
      // Another language's page loads afresh, with its own `lang`, head and shell content.
      if (!target || target.locale !== findRoute(window.location.pathname)?.locale) return;
      if (anchor.pathname === window.location.pathname && anchor.hash) return;
      event.preventDefault();
      navigate({ pathname: anchor.pathname, search: anchor.search, hash: anchor.hash });
    };
    document.addEventListener('click', followPlainLink);
    return () => document.removeEventListener('click', followPlainLink);
  }, [navigate, reportConversion]);
}
