import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { ConsentPrompts } from './consent/ConsentPrompts';
import { operator } from '../content/operator';
import type { LanguageOption } from './LanguageSwitch';
import { useShellContent } from './ShellContext';
import type { SiteRoute } from './siteRoute';
import { theme } from '../design/theme';

export interface LayoutProps {
  /** The page's route: the query parameters its language switch keeps. */
  route: Pick<SiteRoute, 'sharedQuery'>;
  /** The same page in each language, for the language switch (`languageOptions`). */
  languages: LanguageOption[];
  children: ReactNode;
}

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.layout.headerHeight};
  &:focus {
    outline: none;
  }
  /* The fixed header is not printed, so its room is not needed either. */
  @media print {
    padding-top: 0;
  }
`;

/** The main content's id, the skip link's target: structure, the same in every language. */
export const MAIN_ID = 'main';

/**
 * The footer's id. Every prerendered page holds its first paint until the
 * parser reaches it (`<link rel="expect" blocking="render">`, written by
 * scripts/build/prerender.mjs from this constant), so no half-parsed page is
 * painted and then moved; the build checks that every page has it after <main>.
 */
export const PAGE_END_ID = 'page-end';

/**
 * The frame of every page: skip link, fixed header, main content, footer,
 * and the consent banner and settings, in the page's language.
 */
export function Layout({ route, languages, children }: LayoutProps) {
  const shell = useShellContent();
  const languageSwitch = { label: shell.languageSwitch.label, options: languages, keepsQuery: route.sharedQuery };
  return (
    <>
      <SkipLink targetId={MAIN_ID}>{shell.nav.skipLink}</SkipLink>
      {/* Before the header, as the first stop after the skip link: a keyboard's answer to the banner is close at hand. */}
      <ConsentPrompts content={shell.consent} />
      <Header nav={shell.nav} brand={operator.brand} languageSwitch={languageSwitch} themeToggle={shell.themeToggle} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer id={PAGE_END_ID} nav={shell.footer} brand={operator.brand} />
    </>
  );
}
