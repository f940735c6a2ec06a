import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Menu, MessageCircle, X } from 'lucide-react';
import { DropdownMenu } from '../components/DropdownMenu';
import { LinkButton } from '../components/LinkButton';
import { Icon } from '../components/Icon';
import { BrandMark } from './BrandMark';
import { Container } from '../components/Container';
import { StaticContent } from '../components/StaticContent';
import type { HeaderNavContent } from '../content/navigation';
import type { ThemeToggleContent } from '../content/shell';
import { layout } from '../design/tokens';
import { useScrolledPast } from './useScrolledPast';
import { MobileMenu } from './MobileMenu';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';
import { theme } from '../design/theme';

export interface HeaderProps {
  nav: HeaderNavContent;
  brand: string;
  /** The same page in every language the site has: shown compact in the header, in full in the mobile menu. */
  languageSwitch: Omit<LanguageSwitchProps, 'variant'>;
  /** The colour scheme's words and icons: its toggle shows the icon in the header, icon and words in the mobile menu. */
  themeToggle: ThemeToggleContent;
  /** Fixes the scrolled look (for stories); otherwise it follows the page. */
  scrolled?: boolean;
  /** Opens the mobile menu at first (for stories). */
  menuInitiallyOpen?: boolean;
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.paper};
  border-bottom: ${theme.borderWidths.thin} solid transparent;
  transition:
    background-color ${theme.durations.base}ms ${theme.easings.standard},
    border-color ${theme.durations.base}ms ${theme.easings.standard};
  ${({ $scrolled, theme }) =>
    $scrolled &&
    css`
      background: ${theme.overlays.headerGlass};
      backdrop-filter: ${theme.overlays.headerGlassFilter};
      border-bottom-color: ${theme.colors.line};
    `}
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  height: ${theme.layout.headerHeight};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${theme.radii.sm};
`;

const DesktopNav = styled.nav`
  display: none;
  @media (min-width: ${theme.breakpoints.lg}px) {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: space-between;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0 0 0 ${theme.space[5]};
  padding: 0;
  list-style: none;
`;

const NavLinkStyled = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surface};
  }
`;

const ChatLink = styled(NavLinkStyled)`
  font-weight: ${theme.fontWeights.semibold};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accentTextStrong};
  &:hover {
    background: ${theme.colors.accentSoft};
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  background: none;
  border: ${theme.borderWidths.thin} solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  @media (min-width: ${theme.breakpoints.lg}px) {
    display: none;
  }
`;

/**
 * The fixed site header: logo, the two dropdowns, «Über uns», the colour
 * scheme's toggle, the language switch, the highlighted chat link and
 * «Demo buchen»; a hamburger menu below the large breakpoint. Turns
 * translucent once the page is scrolled. Its plain links are kept as
 * prerendered (StaticContent): the site follows them and reports the demo
 * link's conversion (src/site/usePlainLinks.ts).
 */
export function Header({ nav, brand, languageSwitch, themeToggle, scrolled, menuInitiallyOpen = false }: HeaderProps) {
  const pageScrolled = useScrolledPast(layout.headerScrollThreshold);
  const isScrolled = scrolled ?? pageScrolled;
  const [menuOpen, setMenuOpen] = useState(menuInitiallyOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <Bar $scrolled={isScrolled} data-scrolled={isScrolled} data-print="hidden">
      <Row>
        <StaticContent>
          <Logo to={nav.home} aria-label={nav.homeLabel}>
            <BrandMark size={32} />
            {brand}
          </Logo>
        </StaticContent>
        <DesktopNav aria-label={nav.mainLabel}>
          <NavList>
            <li>
              <DropdownMenu label={nav.products.label} items={nav.products.items} />
            </li>
            <li>
              <StaticContent>
                <NavLinkStyled to={nav.about.to}>{nav.about.label}</NavLinkStyled>
              </StaticContent>
            </li>
            <li>
              <DropdownMenu label={nav.company.label} items={nav.company.items} />
            </li>
          </NavList>
          <Actions>
            <ThemeToggle content={themeToggle} />
            <LanguageSwitch {...languageSwitch} variant="compact" />
            <StaticContent>
              <ChatLink to={nav.chat.to}>
                <Icon icon={MessageCircle} size="sm" />
                {nav.chat.label}
              </ChatLink>
              <LinkButton to={nav.demo.to} reportsConversion={nav.demo.reportsConversion}>
                {nav.demo.label}
              </LinkButton>
            </StaticContent>
          </Actions>
        </DesktopNav>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? nav.menuClose : nav.menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon icon={menuOpen ? X : Menu} size="lg" />
        </MenuToggle>
      </Row>
      <MobileMenu id={menuId} nav={nav} languageSwitch={languageSwitch} themeToggle={themeToggle} open={menuOpen} onClose={closeMenu} />
    </Bar>
  );
}
