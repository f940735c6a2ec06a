import { useId } from 'react';
import styled from 'styled-components';
import { Menu, MessageCircle, X } from 'lucide-react';
import { DropdownMenu } from '../components/DropdownMenu/DropdownMenu';
import { LinkButton } from '../components/LinkButton';
import { Icon } from '../components/Icon';
import { BrandMark } from './BrandMark';
import { Container } from '../components/Container';
import type { HeaderNavContent } from '../content/navigation';
import type { ThemeToggleContent } from '../content/shell';
import { MobileMenu } from './MobileMenu/MobileMenu';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
import { ThemeToggle } from './theme/ThemeToggle';
import { media, theme } from '../design/theme';
import { FIXED_LOOK_ATTRIBUTE, HEADER_ATTRIBUTE } from './behaviours/headerScroll';
import { MOBILE_MENU_LAYER_ATTRIBUTE, MOBILE_MENU_TOGGLE_ATTRIBUTE } from './MobileMenu/mobileMenu';
import { ShellLink } from './ShellLink';

export interface HeaderProps {
  nav: HeaderNavContent;
  brand: string;
  /** The same page in every language the site has: shown compact in the header, in full in the mobile menu. */
  languageSwitch: Omit<LanguageSwitchProps, 'variant'>;
  /** The colour scheme's words and icons: its toggle shows the icon in the header, icon and words in the mobile menu. */
  themeToggle: ThemeToggleContent;
  /** Fixes the look, scrolled or not (for stories); otherwise it follows the page (the behaviour `headerScroll`). */
  scrolled?: boolean;
  /** Opens the mobile menu at first (for stories). */
  menuInitiallyOpen?: boolean;
}

/**
 * The header's row and, below it, the mobile menu's panel. Closed, it is
 * as tall as the row. Open (below the extra-large breakpoint), it is the menu's
 * own layer: it fills the screen and scrolls by itself, one pixel more
 * than it holds, so it is a scroll container in every engine (Firefox
 * lets a swipe through one that cannot scroll), and holds what reaches it
 * (`overscroll-behavior`): a swipe, a wheel or a scrolling key over the
 * row, the panel or the strip of page below it never moves the page. The
 * page's own styles are not touched and the header keeps its place over
 * the page and the consent banner, so opening the menu restyles the layer
 * and the panel, not a document that may hold every answer of the FAQ.
 */
const Layer = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
`;

/** The least room to scroll that makes the open layer a scroll container everywhere: one pixel, the thin line's width. */
const scrollRoom = theme.borderWidths.thin;

/** The header while its mobile menu is open. */
const openMenu = `&:has([${MOBILE_MENU_TOGGLE_ATTRIBUTE}][aria-expanded='true'])`;

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  /* The row and the line under it: the layer inside is positioned, so the bar keeps its height itself. */
  height: calc(${theme.layout.headerHeight} + ${theme.borderWidths.thin});
  z-index: ${theme.zIndices.header};
  ${media.belowXl} {
    ${openMenu} > ${Layer} {
      height: 100dvh;
      overflow-y: auto;
      overscroll-behavior: contain;
      scrollbar-width: none;
    }
    ${openMenu} > ${Layer}::after {
      content: '';
      position: absolute;
      top: 100%;
      width: ${scrollRoom};
      height: ${scrollRoom};
    }
  }
  background: ${theme.colors.paper};
  border-bottom: ${theme.borderWidths.thin} solid transparent;
  transition:
    background-color ${theme.durations.base}ms ${theme.easings.standard},
    border-color ${theme.durations.base}ms ${theme.easings.standard};
  &[data-scrolled='true'] {
    background: ${theme.overlays.headerGlass};
    backdrop-filter: ${theme.overlays.headerGlassFilter};
    border-bottom-color: ${theme.colors.line};
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  height: ${theme.layout.headerHeight};
`;

const Logo = styled(ShellLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${theme.radii.sm};
`;

/*
 * From 1280 px: with «Blog» beside «Über uns», the menus, the four languages, the chat and the call to action
 * need about 940 px on one line in German and French; at 1024 px they took two lines and squeezed the brand's
 * name (docs/decisions/020-the-blog-as-a-publication.md). Below, the menu button opens them.
 */
const DesktopNav = styled.nav`
  display: none;
  ${media.xl} {
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

const NavLinkStyled = styled(ShellLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${theme.colors.surface};
  }
  /* The current page, as its menu's button shows a menu that holds it. */
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: ${theme.borderWidths.thick};
    text-underline-offset: ${theme.space[2]};
    text-decoration-color: ${theme.colors.accent};
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
  white-space: nowrap;
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
  ${media.xl} {
    display: none;
  }
  [data-menu-icon] {
    display: contents;
  }
  &[aria-expanded='true'] [data-menu-icon='open'],
  &[aria-expanded='false'] [data-menu-icon='close'] {
    display: none;
  }
`;

/**
 * The fixed site header: logo, the two menus, «Über uns» and «Blog», the colour
 * scheme's toggle, the language switch, the highlighted chat link and
 * «Erstgespräch»; a hamburger menu below the extra-large breakpoint, which
 * opens in the header's own layer over everything else. Turns translucent
 * once the page is scrolled. Plain markup: its behaviours
 * (`headerScroll`, `navigationMenus`, `mobileMenu`, `themeToggle`,
 * `languageSwitch`) make it respond from the moment the page's script runs,
 * with no framework.
 */
export function Header({ nav, brand, languageSwitch, themeToggle, scrolled, menuInitiallyOpen = false }: HeaderProps) {
  const menuId = useId();
  const look = scrolled === undefined ? { 'data-scrolled': 'false' } : { 'data-scrolled': String(scrolled), [FIXED_LOOK_ATTRIBUTE]: '' };

  return (
    <Bar {...{ [HEADER_ATTRIBUTE]: '' }} {...look} data-print="hidden">
      <Layer {...{ [MOBILE_MENU_LAYER_ATTRIBUTE]: '' }}>
        <Row>
          <Logo href={nav.home} aria-label={nav.homeLabel}>
            <BrandMark size={32} />
            {brand}
          </Logo>
          <DesktopNav aria-label={nav.mainLabel}>
            <NavList>
              <li>
                <DropdownMenu label={nav.products.label} items={nav.products.items} linkAs={ShellLink} />
              </li>
              <li>
                <NavLinkStyled href={nav.about.to}>{nav.about.label}</NavLinkStyled>
              </li>
              <li>
                <NavLinkStyled href={nav.blog.to}>{nav.blog.label}</NavLinkStyled>
              </li>
              <li>
                <DropdownMenu label={nav.company.label} items={nav.company.items} linkAs={ShellLink} />
              </li>
            </NavList>
            <Actions>
              <ThemeToggle content={themeToggle} />
              <LanguageSwitch {...languageSwitch} variant="compact" />
              <ChatLink href={nav.chat.to}>
                <Icon icon={MessageCircle} size="sm" />
                {nav.chat.label}
              </ChatLink>
              <LinkButton to={nav.demo.to} reportsConversion={nav.demo.reportsConversion} linkAs={ShellLink}>
                {nav.demo.label}
              </LinkButton>
            </Actions>
          </DesktopNav>
          <MenuToggle
            type="button"
            aria-expanded={menuInitiallyOpen}
            aria-controls={menuId}
            aria-label={menuInitiallyOpen ? nav.menuClose : nav.menuOpen}
            data-label-open={nav.menuOpen}
            data-label-close={nav.menuClose}
            {...{ [MOBILE_MENU_TOGGLE_ATTRIBUTE]: '' }}
          >
            <span data-menu-icon="open">
              <Icon icon={Menu} size="lg" />
            </span>
            <span data-menu-icon="close">
              <Icon icon={X} size="lg" />
            </span>
          </MenuToggle>
        </Row>
        <MobileMenu id={menuId} nav={nav} languageSwitch={languageSwitch} themeToggle={themeToggle} open={menuInitiallyOpen} />
      </Layer>
    </Bar>
  );
}
