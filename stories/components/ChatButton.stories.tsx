import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatButton } from '../../src/components/ChatButton';
import { integrationSpies } from '../support/integrationSpies';

const meta = {
  title: 'Components/ChatButton',
  component: ChatButton,
  args: { children: 'Chat direkt', fallbackEmail: 'kontakt@example.ch' },
} satisfies Meta<typeof ChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat direkt' }));
    await expect(integrationSpies.chat.open).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).not.toHaveBeenCalled();
  },
};

export const WithEvent: Story = {
  args: { children: 'Chat starten', event: 'start_chat_cohort_hero' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat starten' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('start_chat_cohort_hero');
    await expect(integrationSpies.chat.open).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  parameters: { chatStatus: 'loading' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Chat wird geladen …' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(integrationSpies.chat.open).not.toHaveBeenCalled();
  },
};

export const Loaded: Story = {
  parameters: { chatStatus: 'ready' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat direkt' }));
    await expect(integrationSpies.chat.open).toHaveBeenCalledOnce();
    // Nothing to say once the chat is there: the e-mail stays hidden.
    await expect(canvas.queryByText(/Der Chat ist gerade nicht erreichbar/)).not.toBeVisible();
  },
};

export const Unreachable: Story = {
  parameters: { chatStatus: 'unreachable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Der Chat ist gerade nicht erreichbar');
    await expect(canvas.getByRole('link', { name: 'kontakt@example.ch' })).toHaveAttribute('href', 'mailto:kontakt@example.ch');
    await expect(canvas.getByRole('button', { name: 'Chat direkt' })).toBeEnabled();
  },
};
