import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { LinkButton } from '../components/LinkButton';
import { Icon } from '../components/Icon';
import { Container } from '../components/Container';
import type { HeaderNavContent } from '../content/navigation';
import type { ThemeToggleContent } from '../content/shell';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';
import { theme } from '../design/theme';

export interface MobileMenuProps {
  id: string;
  nav: HeaderNavContent;
  /** The same page in every language, with the languages' names. */
  languageSwitch: Omit<LanguageSwitchProps, 'variant'>;
  /** The colour scheme's words and icons, both shown here. */
  themeToggle: ThemeToggleContent;
  open: boolean;
  /** Called on navigation (focus stays with the new page) or Escape (focus returns to the toggle). */
  onClose: (returnFocus: boolean) => void;
}

const Panel = styled.nav`
  max-height: calc(100dvh - ${theme.layout.headerHeight});
  overflow-y: auto;
  background: ${theme.colors.paper};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  box-shadow: ${theme.shadows.lg};
  padding-block: ${theme.space[4]} ${theme.space[6]};
  @media (min-width: ${theme.breakpoints.lg}px) {
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

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[5]};
`;

/**
 * The hamburger menu's panel: the same links as the desktop header, the
 * language switch and the colour scheme. Closed, it is an empty hidden panel
 * (what the toggle's `aria-controls` names): its links are the desktop
 * header's, which the page already has, and rendering them only once the
 * visitor opens the menu spares every page's hydration about 90 elements.
 */
export function MobileMenu({ id, nav, languageSwitch, themeToggle, open, onClose }: MobileMenuProps) {
  const close = () => onClose(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose(true);
  };

  return (
    <Panel id={id} aria-label={nav.mobileMenuLabel} hidden={!open} onKeyDown={onKeyDown}>
      {open && (
        <Container>
          {[nav.products, nav.company].map((group) => (
            <Group key={group.label}>
              <GroupTitle>{group.label}</GroupTitle>
              <List>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <MenuLink to={item.to} onClick={close}>
                      {item.label}
                    </MenuLink>
                  </li>
                ))}
              </List>
            </Group>
          ))}
          <Group>
            <List>
              <li>
                <MenuLink to={nav.about.to} onClick={close}>
                  {nav.about.label}
                </MenuLink>
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
            <LinkButton to={nav.chat.to} variant="secondary" fullWidth onClick={close}>
              <Icon icon={MessageCircle} size="sm" />
              {nav.chat.label}
            </LinkButton>
            <LinkButton to={nav.demo.to} reportsConversion={nav.demo.reportsConversion} fullWidth onClick={close}>
              {nav.demo.label}
            </LinkButton>
          </Actions>
        </Container>
      )}
    </Panel>
  );
}
