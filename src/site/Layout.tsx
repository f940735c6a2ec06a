import { memo, useMemo, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { ConsentManager } from './consent/ConsentManager';
import { ConsentedServices } from './consent/ConsentedServices';
import { operator } from '../content/operator';
import { useLocale } from '../lib/localeContext';
import { useHydrated } from '../lib/useHydrated';
import { languageOptions } from './languageOptions';
import { useShellContent } from './ShellContext';
import type { LanguageOption } from './LanguageSwitch';
import { theme } from '../design/theme';

export interface LayoutProps {
  children: ReactNode;
  /** True while the old page fades out before the next one appears. */
  fading?: boolean;
  mainRef?: Ref<HTMLElement>;
}

const Main = styled.main<{ $fading: boolean }>`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.layout.headerHeight};
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${theme.durations.pageFade}ms ${theme.easings.standard};
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  /* The fixed header is not printed, so its room is not needed either. */
  @media print {
    padding-top: 0;
  }
`;

export const MAIN_ID = 'inhalt';

/**
 * The footer's id. Every prerendered page holds its first paint until the
 * parser reaches it (`<link rel="expect" blocking="render">`, written by
 * scripts/build/prerender.mjs from this constant), so no half-parsed page is
 * painted and then moved; the build checks that every page has it after <main>.
 */
export const PAGE_END_ID = 'seitenende';

/**
 * The language switch's options for the address shown now. The query, which
 * the prerendered page cannot know, joins once the page has hydrated.
 */
function useLanguageOptions(): LanguageOption[] {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const query = hydrated ? search : '';
  return useMemo(() => languageOptions(pathname, query, locale), [pathname, query, locale]);
}

/*
 * The header and footer render again only when their props change: the
 * layout renders again as the page hydrates and on every navigation, and
 * each render of the header restyles its every link.
 */
const SiteHeader = memo(Header);
const SiteFooter = memo(Footer);

/** The frame of every page: skip link, fixed header, main content, footer, in the page's language. */
export function Layout({ children, fading = false, mainRef }: LayoutProps) {
  const shell = useShellContent();
  const options = useLanguageOptions();
  const languageSwitch = useMemo(() => ({ label: shell.languageSwitch.label, options }), [shell, options]);
  return (
    <>
      <SkipLink targetId={MAIN_ID}>{shell.nav.skipLink}</SkipLink>
      <ConsentManager />
      <ConsentedServices />
      <SiteHeader nav={shell.nav} brand={operator.brand} languageSwitch={languageSwitch} themeToggle={shell.themeToggle} />
      <Main id={MAIN_ID} ref={mainRef} tabIndex={-1} $fading={fading} aria-busy={fading || undefined}>
        {children}
      </Main>
      <SiteFooter id={PAGE_END_ID} nav={shell.footer} brand={operator.brand} />
    </>
  );
}
