import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { CodeBlock } from '../../src/components/CodeBlock';
import { operator } from '../../src/content/operator';
import { contentFor } from '../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

const curl = apiProductsContent.quickstart.request.variants[0]!.sample;
/** The curl request on one line, wider than any column. */
const longLine = `curl ${operator.api.baseUrl}/chat/completions -H "Authorization: Bearer $API_KEY" -H "Content-Type: application/json" -d '{"model": "mistral-small", "messages": [{"role": "user", "content": "Was regelt das Schweizer Datenschutzgesetz?"}]}'`;

const meta = {
  title: 'Components/CodeBlock',
  component: CodeBlock,
  args: { code: curl.code, label: curl.label, language: curl.language },
  // A code block sits in a text column, not across the whole screen.
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blurs the button so the snapshot shows no focus ring. */
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** A click alone (a script, voice control) copies as a press does: the behaviour listens for the click itself. */
export const ClickAloneCopies: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    canvas.getByRole('button', { name: /^Kopieren/ }).click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(curl.code));
  },
};

export const Idle: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('region', { name: curl.label });
    await expect(code).toHaveAttribute('tabindex', '0');
    await expect(code.textContent).toBe(curl.code);
    await expect(canvas.getByRole('button', { name: `Kopieren (${curl.label})` })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Copied: Story = {
  // The browser's clipboard stands in; «Kopiert» is held long enough for the picture.
  args: { resetAfterMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: /^Kopieren/ }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(curl.code);
    await expect(await canvas.findByRole('button', { name: `Kopiert (${curl.label})` })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Kopiert');
    blur();
  },
};

export const ReadyAgain: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    // The default writer: the browser's clipboard, looked up at the click.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const button = canvas.getByRole('button', { name: /^Kopieren/ });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(curl.code);
    await waitFor(() => expect(button).toHaveAccessibleName(`Kopiert (${curl.label})`));
    // After two seconds the button offers to copy again and the announcement is cleared.
    await waitFor(() => expect(button).toHaveAccessibleName(`Kopieren (${curl.label})`));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).toHaveAccessibleName(`Kopiert (${curl.label})`));
  },
};

export const ClipboardUnavailable: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await userEvent.click(canvas.getByRole('button', { name: /^Kopieren/ }));
    await expect(writeText).toHaveBeenCalledWith(curl.code);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kopieren nicht möglich – bitte markieren Sie den Code'));
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Kopieren \(/ })).toBeVisible();
    blur();
  },
};

export const ScrollableByKeyboard: Story = {
  args: { code: longLine, label: 'Chat-Anfrage in einer Zeile', language: 'curl' },
  play: async ({ canvas, userEvent }) => {
    const code = canvas.getByRole('region', { name: 'Chat-Anfrage in einer Zeile' });
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Kopieren/ })).toHaveFocus();
    await userEvent.tab();
    await expect(code).toHaveFocus();
  },
};
