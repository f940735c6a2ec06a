import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { LinkButton } from '../../components/LinkButton';
import { Icon } from '../../components/Icon';
import { Container } from '../../components/Container';
import type { HeaderNavContent } from '../../content/navigation';
import type { ThemeToggleContent } from '../../content/shell';
import { LanguageSwitch, type LanguageSwitchProps } from '../LanguageSwitch';
import { ThemeToggle } from '../theme/ThemeToggle';
import { media, theme } from '../../design/theme';
import { ShellLink } from '../ShellLink';

export interface MobileMenuProps {
  id: string;
  nav: HeaderNavContent;
  /** The same page in every language, with the languages' names. */
  languageSwitch: Omit<LanguageSwitchProps, 'variant'>;
  /** The colour scheme's words and icons, both shown here. */
  themeToggle: ThemeToggleContent;
  /** Shown at first (for stories); the behaviour `mobileMenu` opens and closes it on the page. */
  open: boolean;
}

/** Taller than the screen below the header, the panel scrolls; a swipe past its end stops there. */
const Panel = styled.nav`
  max-height: calc(100dvh - ${theme.layout.headerHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.paper};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  box-shadow: ${theme.shadows.lg};
  padding-block: ${theme.space[4]} ${theme.space[6]};
  ${media.xl} {
    display: none;
  }
`;

const Group = styled.div`
  padding-block: ${theme.space[3]};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const GroupTitle = styled.p`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(ShellLink)`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  /* The current page: marked at its start, and in bold. */
  &[aria-current='page'] {
    font-weight: ${theme.fontWeights.semibold};
    box-shadow: inset ${theme.borderWidths.thick} 0 0 ${theme.colors.accent};
    padding-inline-start: ${theme.space[3]};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[5]};
`;

/**
 * The hamburger menu's panel: the same links as the desktop header, the
 * language switch and the colour scheme. Every page carries it, hidden: the
 * hamburger button opens it (the behaviour `mobileMenu`, which also closes
 * it on Escape and when one of its links is followed). Open, in the
 * header, it lies over the consent banner and the page behind it holds
 * still (the header's layer: see `Header`).
 */
export function MobileMenu({ id, nav, languageSwitch, themeToggle, open }: MobileMenuProps) {
  return (
    <Panel id={id} aria-label={nav.mobileMenuLabel} hidden={!open}>
      <Container>
        {[nav.products, nav.company].map((group) => (
          <Group key={group.label}>
            <GroupTitle>{group.label}</GroupTitle>
            <List>
              {group.items.map((item) => (
                <li key={item.to}>
                  <MenuLink href={item.to}>{item.label}</MenuLink>
                </li>
              ))}
            </List>
          </Group>
        ))}
        <Group>
          <List>
            <li>
              <MenuLink href={nav.about.to}>{nav.about.label}</MenuLink>
            </li>
            <li>
              <MenuLink href={nav.blog.to}>{nav.blog.label}</MenuLink>
            </li>
          </List>
        </Group>
        <Group>
          <LanguageSwitch {...languageSwitch} variant="full" />
        </Group>
        <Group>
          <ThemeToggle content={themeToggle} variant="full" />
        </Group>
        <Actions>
          <LinkButton to={nav.chat.to} variant="secondary" fullWidth linkAs={ShellLink}>
            <Icon icon={MessageCircle} size="sm" />
            {nav.chat.label}
          </LinkButton>
          <LinkButton to={nav.demo.to} reportsConversion={nav.demo.reportsConversion} fullWidth linkAs={ShellLink}>
            {nav.demo.label}
          </LinkButton>
        </Actions>
      </Container>
    </Panel>
  );
}
