import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { ApiQuickstart } from '../../../src/sections/api/ApiQuickstart';
import { contentFor } from '../../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

const { quickstart } = apiProductsContent;
const variant = (id: string) => quickstart.request.variants.find((entry) => entry.id === id)!;

const meta = {
  title: 'Sections/Api/ApiQuickstart',
  component: ApiQuickstart,
  parameters: { layout: 'fullscreen' },
  args: { content: quickstart },
} satisfies Meta<typeof ApiQuickstart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the browser's clipboard, which the headless test browser may not grant. */
const spyOnClipboard = () => spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The panel of the chosen language: a group named by its tab; the others are not shown. */
const openPanel = (canvas: Canvas, id: string) => canvas.getByRole('group', { name: variant(id).tab });

/** Copies the code of the open tab and checks what a person sees: «Kopiert», then «Kopieren» again. */
async function copyFromOpenTab(canvas: Canvas, userEvent: UserEvent, id: string) {
  const writeText = spyOnClipboard();
  const panel = openPanel(canvas, id);
  const button = within(panel).getByRole('button', { name: /^Kopieren/ });
  await userEvent.click(button);
  await expect(writeText).toHaveBeenCalledOnce();
  await expect(writeText).toHaveBeenCalledWith(variant(id).sample.code);
  await waitFor(() => expect(button).toHaveAccessibleName(/^Kopiert/));
  await expect(within(panel).getByRole('status')).toHaveTextContent('Kopiert');
  // The snapshot shows the block ready to copy again.
  await waitFor(() => expect(button).toHaveAccessibleName(/^Kopieren/));
  button.blur();
}

export const Curl: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'curl' })).toBeChecked();
    const panel = openPanel(canvas, 'curl');
    const code = within(panel).getByRole('region', { name: 'Chat-Anfrage mit curl' });
    await expect(code).toHaveTextContent('/v1/chat/completions');
    await expect(code).toHaveTextContent('Authorization: Bearer $API_KEY');
    await expect(code).toHaveTextContent('"messages"');
    await expect(canvas.getByRole('region', { name: 'Antwort der Chat-Anfrage, gekürzt' })).toHaveTextContent('"choices"');
    await expect(canvas.getByRole('region', { name: 'Embeddings mit curl erzeugen' })).toHaveTextContent('/v1/embeddings');
    await expect(canvas.getByRole('region', { name: 'Modelle mit curl abfragen' })).toHaveTextContent('/v1/models');
    await expect(canvas.getByRole('link', { name: 'Alle Parameter in der API-Dokumentation' })).toHaveAttribute('href', '/api/');
    await copyFromOpenTab(canvas, userEvent, 'curl');
  },
};

export const JavaScript: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('JavaScript', { selector: 'label' }));
    await expect(canvas.getByRole('radio', { name: 'JavaScript' })).toBeChecked();
    const code = within(openPanel(canvas, 'javascript')).getByRole('region', { name: 'Chat-Anfrage mit JavaScript' });
    await expect(canvas.queryByRole('region', { name: 'Chat-Anfrage mit curl' })).toBeNull();
    await expect(code).toHaveTextContent('data.choices[0].message.content');
    await copyFromOpenTab(canvas, userEvent, 'javascript');
  },
};

export const Python: Story = {
  play: async ({ canvas, userEvent }) => {
    // By keyboard: Tab reaches the chosen language, the arrows choose another.
    canvas.getByRole('radio', { name: 'curl' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Python' })).toBeChecked();
    const code = within(openPanel(canvas, 'python')).getByRole('region', { name: 'Chat-Anfrage mit Python' });
    await expect(code).toHaveTextContent('completion.choices[0].message.content');
    await copyFromOpenTab(canvas, userEvent, 'python');
  },
};

export const ClipboardUnavailable: Story = {
  play: async ({ canvas, userEvent }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const panel = openPanel(canvas, 'curl');
    await userEvent.click(within(panel).getByRole('button', { name: /^Kopieren/ }));
    const status = within(panel).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Kopieren nicht möglich – bitte markieren Sie den Code'));
    await expect(status).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A click alone on a language (a script, voice control) switches the tab, with no script on the page. */
export const ClickAloneSwitchesTheTab: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    canvas.getByText('Python', { selector: 'label' }).click();
    await expect(canvas.getByRole('radio', { name: 'Python' })).toBeChecked();
    await expect(within(openPanel(canvas, 'python')).getByRole('region', { name: 'Chat-Anfrage mit Python' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    // Long lines scroll inside their block, not the page.
    const code = canvas.getByRole('region', { name: 'Chat-Anfrage mit curl' });
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
