import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Header } from '../../src/site/Header';
import { operator } from '../../src/content/operator';
import { languageOptions } from '../../src/site/languageOptions';
import { routeOf } from '../../src/site/routes';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';
import { integrationSpies } from '../support/integrationSpies';
import { colors } from '../../src/design/tokens';
import { contentFor } from '../../src/content/siteContent';

const { headerNav } = contentFor('de-CH').navigation;
const { shell } = contentFor('de-CH').shell;

const MOBILE = { width: 390, height: 844 };

const meta = {
  title: 'Site/Header',
  component: Header,
  args: {
    nav: headerNav,
    brand: operator.brand,
    languageSwitch: { label: shell.languageSwitch.label, options: languageOptions(routeOf('about', 'de-CH'), '', 'de-CH') },
    themeToggle: shell.themeToggle,
  },
  parameters: { layout: 'fullscreen', route: '/de/about' },
  render: (args) => (
    <>
      <Header {...args} />
      <div style={{ padding: '6rem 1.5rem 2rem', minHeight: 480, background: `linear-gradient(${colors.surface}, ${colors.paper})` }}>
        <p style={{ maxWidth: 560 }}>
          Unter der Kopfzeile beginnt der Seiteninhalt. Sobald die Seite mehr als 10 Pixel gescrollt ist, wird die Kopfzeile
          durchscheinend.
        </p>
        <LocationDisplay />
      </div>
    </>
  ),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    await expect(canvas.getByRole('link', { name: headerNav.homeLabel })).toHaveAttribute('href', '/de');
    await expect(canvas.getByRole('link', { name: 'Erstgespräch' })).toHaveAttribute('href', '/de/free-session');
    await expect(canvas.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/about');
    await expect(canvas.getByRole('link', { name: headerNav.blog.label })).toHaveAttribute('href', '/de/blog');
    // Every entry on one line: none of the header's links and menus wraps its words at the desktop width.
    const navigation = canvas.getByRole('navigation', { name: headerNav.mainLabel });
    for (const entry of within(navigation).getAllByRole('link').concat(within(navigation).getAllByRole('button'))) {
      if (entry.getBoundingClientRect().width > 0) await expect(getComputedStyle(entry).whiteSpace, entry.textContent ?? '').toBe('nowrap');
    }
  },
};

export const Scrolled: Story = {
  render: (args) => (
    <>
      <Header {...args} />
      <div style={{ height: 2400, padding: '6rem 1.5rem' }}>
        <p>Ein langer Seiteninhalt, damit die Seite scrollen kann.</p>
      </div>
    </>
  ),
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    window.scrollTo(0, 8);
    // The scroll event comes before the next frame: two frames on, the header has had its say.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 200);
    await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'false'));
  },
};

export const ScrolledLook: Story = {
  args: { scrolled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  },
};

/** The menu the button controls: its list of links. */
const menuOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;

export const ProductsOpenOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = menuOf(trigger);
    for (const label of ['Chat', 'Academy', 'API-Produkte', 'Preise']) {
      await expect(within(menu).getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
  },
};

export const CompanyOpenOnClick: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Unternehmen' });
    await userEvent.click(trigger);
    const menu = menuOf(trigger);
    await expect(within(menu).getByRole('link', { name: /^Kontakt/ })).toHaveAttribute('href', '/de/contact');
    await expect(within(menu).getByRole('link', { name: /^FAQ/ })).toHaveAttribute('href', '/de/faq');
    // One menu open at a time.
    await userEvent.click(canvas.getByRole('button', { name: 'Produkte' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
  },
};

export const DropdownClosesOnEscape: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menuOf(trigger)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(menuOf(trigger)).not.toBeVisible();
    await expect(trigger).toHaveFocus();
  },
};

export const DropdownNavigates: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.click(trigger);
    await userEvent.click(within(menuOf(trigger)).getByRole('link', { name: /^Preise/ }));
    await expectLocation(canvas, '/de/pricing');
  },
};

export const DemoButtonReportsConversion: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Erstgespräch' }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
  },
};

export const MobileClosed: Story = {
  parameters: { visual: { viewport: MOBILE } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menü öffnen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Menü' })).toBeNull();
  },
};

export const MobileOpen: Story = {
  parameters: { visual: { viewport: MOBILE } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    const toggle = canvas.getByRole('button', { name: 'Menü schliessen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Menü' });
    for (const label of ['Chat', 'Academy', 'API-Produkte', 'Preise', 'Über uns', 'Blog', 'Kontakt', 'FAQ', 'Erstgespräch']) {
      await expect(within(menu).getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    }
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  parameters: { visual: { disable: true, viewport: MOBILE } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    const menu = canvas.getByRole('navigation', { name: 'Menü' });
    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    await expectLocation(canvas, '/de/faq');
    await expect(canvas.queryByRole('navigation', { name: 'Menü' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuClosesOnEscape: Story = {
  parameters: { visual: { disable: true, viewport: MOBILE } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Menü' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  },
};

/**
 * On the French pricing page (`/fr/tarifs`) the header marks «Tarifs» as
 * the current page, in its menu and in the mobile menu, and the menu's
 * button «Produits» shows that it holds it; no other link says so.
 */
export const CurrentPageMarked: Story = {
  globals: { locale: 'fr-CH' },
  parameters: { route: '/de/pricing' },
  play: async ({ canvas, userEvent }) => {
    const { headerNav: french } = contentFor('fr-CH').navigation;
    const pricing = french.products.items.find((item) => item.to === '/fr/tarifs')!;
    const current = within(canvas.getByRole('banner'))
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    // The language switch marks its own entry apart (`aria-current="true"`): the language, not the page.
    await expect(current).toHaveLength(2);
    for (const link of current) {
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(link).toHaveAttribute('href', '/fr/tarifs');
      await expect(link).toHaveTextContent(pricing.label);
    }
    // Open, the menu shows the current page on its shaded ground.
    const trigger = canvas.getByRole('button', { name: french.products.label });
    await userEvent.click(trigger);
    await expect(within(menuOf(trigger)).getByRole('link', { name: new RegExp(`^${pricing.label}`) })).toHaveAttribute('aria-current', 'page');
  },
};
