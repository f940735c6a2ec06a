import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Layout, MAIN_ID } from '../../src/site/Layout';
import { Section } from '../../src/components/Section';
import { Heading } from '../../src/components/Heading';
import { routeOf } from '../../src/site/routes';
import { languageOptions } from '../../src/site/languageOptions';
import { contentFor } from '../../src/content/siteContent';

const { shell } = contentFor('de-CH').shell;

const meta = {
  title: 'Site/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen', route: '/de/about' },
  args: {
    route: routeOf('about', 'de-CH'),
    languages: languageOptions(routeOf('about', 'de-CH'), '', 'de-CH'),
    children: (
      <Section labelledBy="layout-demo">
        <Heading level={1} id="layout-demo">
          KI für Schweizer Organisationen
        </Heading>
        <p style={{ marginTop: 16, maxWidth: 560 }}>
          Kopfzeile, Inhalt und Fusszeile bilden den Rahmen jeder Seite. Der Inhalt steht im Hauptbereich, den die
          Sprungmarke direkt erreicht.
        </p>
      </Section>
    ),
  },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', MAIN_ID);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('KI für Schweizer Organisationen');
  },
};

/** The consent banner and the settings dialog come with every page: hidden while a choice is stored, the banner shown while none is. */
export const FirstVisit: Story = {
  parameters: { consent: { status: 'pending', decidedAt: null }, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: shell.consent.banner.title })).toBeVisible();
    // The settings dialog is in the page, closed.
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvasElement.querySelector('dialog')).not.toHaveAttribute('open');
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  },
};
