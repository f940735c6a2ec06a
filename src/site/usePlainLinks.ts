import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick, jumpTo } from '../components/jumpTo';
import { STATIC_HTML_ATTRIBUTE } from '../lib/useStaticHtml';
import { REPORTS_CONVERSION_ATTRIBUTE } from '../components/LinkButton';
import { useIntegrations } from '../integrations/IntegrationsContext';
import { findRoute } from './routes';

/**
 * What a click on a plain link to one of the site's pages does when no
 * component handled it: the conversion report the link carries, then
 * client-side navigation. Content kept as prerendered (useStaticHtml) is not
 * hydrated, so its links are plain `<a href>`, not the router's, LinkButton's
 * or TableOfContents': without this, a click on one would load the next page
 * afresh instead of fading to it, «Kostenlose Beratung» in a kept closing
 * band would not be reported, and a kept table of contents would scroll
 * without moving the keyboard focus (jumpTo). Components handle their own
 * clicks first (they cancel the event; LinkButton reports); links that open
 * a new tab, download, leave the site or lead to another language keep what
 * the browser does, and so do jumps outside kept content (the skip link, an
 * FAQ answer's own address, which its page follows by the address).
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
      if (anchor.pathname === window.location.pathname && anchor.hash) {
        if (anchor.closest(`[${STATIC_HTML_ATTRIBUTE}]`) && jumpTo(decodeURIComponent(anchor.hash.slice(1)))) event.preventDefault();
        return;
      }
      const target = findRoute(anchor.pathname);
      // Another language's page loads afresh, with its own `lang`, head and shell content.
      if (!target || target.locale !== findRoute(window.location.pathname)?.locale) return;
      event.preventDefault();
      navigate({ pathname: anchor.pathname, search: anchor.search, hash: anchor.hash });
    };
    document.addEventListener('click', followPlainLink);
    return () => document.removeEventListener('click', followPlainLink);
  }, [navigate, reportConversion]);
}
