import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { ConsentManager } from './consent/ConsentManager';
import { ConsentedServices } from './consent/ConsentedServices';
import { headerNav, footerNav } from '../content/navigation';
import { operator } from '../content/operator';

export interface LayoutProps {
  children: ReactNode;
  /** True while the old page fades out before the next one appears. */
  fading?: boolean;
  mainRef?: Ref<HTMLElement>;
}

const Main = styled.main<{ $fading: boolean }>`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${({ theme }) => theme.durations.pageFade}ms ${({ theme }) => theme.easings.standard};
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

/** The frame of every page: skip link, fixed header, main content, footer. */
export function Layout({ children, fading = false, mainRef }: LayoutProps) {
  return (
    <>
      <SkipLink targetId={MAIN_ID}>{headerNav.skipLink}</SkipLink>
      <ConsentManager />
      <ConsentedServices />
      <Header nav={headerNav} brand={operator.brand} />
      <Main id={MAIN_ID} ref={mainRef} tabIndex={-1} $fading={fading} aria-busy={fading || undefined}>
        {children}
      </Main>
      <Footer id={PAGE_END_ID} nav={footerNav} brand={operator.brand} />
    </>
  );
}
