import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Accordion } from '../../src/components/Accordion';

const items = [
  {
    id: 'hosting',
    title: 'Wo werden meine Daten gespeichert?',
    content: <p>In Rechenzentren in der Region Zürich, bei einem nach ISO 27001 und 9001 zertifizierten Partner.</p>,
  },
  {
    id: 'dauer',
    title: 'Wie lange dauert die Einführung?',
    content: <p>Rund zwei Wochen, inklusive Workshop zur Datenaufnahme und Einrichtung Ihres ersten Assistenten.</p>,
  },
  {
    id: 'sprachen',
    title: 'Welche Sprachen versteht der Chat?',
    content: <p>Deutsch, Englisch, Französisch und Italienisch.</p>,
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items, onOpenChange: fn() },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button')) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FirstOpen: Story = {
  args: { defaultOpenId: 'hosting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: items[0]!.title })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Region Zürich/)).toBeVisible();
  },
};

export const OpeningOneClosesTheOther: Story = {
  args: { defaultOpenId: 'hosting' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: items[1]!.title }));
    await expect(canvas.getByRole('button', { name: items[1]!.title })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: items[0]!.title })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Region Zürich/)).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('dauer');
  },
};

export const ClickingTheOpenOneClosesIt: Story = {
  args: { defaultOpenId: 'hosting' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: items[0]!.title }));
    for (const trigger of canvas.getAllByRole('button')) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('');
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: items[0]!.title })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: items[1]!.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Rund zwei Wochen/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: items[1]!.title })).toHaveAttribute('aria-expanded', 'false');
  },
};
