import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Accordion } from '../../src/components/Accordion';
import { accordionItem, expectOpen } from '../support/accordion';

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
  args: { items },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const { title } of items) await expect(accordionItem(canvas, title).details.open).toBe(false);
    await expect(canvas.getByText(/Region Zürich/)).not.toBeVisible();
  },
};

export const FirstOpen: Story = {
  args: { defaultOpenId: 'hosting' },
  play: async ({ canvas }) => {
    await expect(accordionItem(canvas, items[0]!.title).details.open).toBe(true);
    await expect(canvas.getByText(/Region Zürich/)).toBeVisible();
  },
};

/** The items are one group of the platform's `<details>`: opening one closes the other, with no script. */
export const OpeningOneClosesTheOther: Story = {
  args: { defaultOpenId: 'hosting' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(accordionItem(canvas, items[1]!.title).summary);
    await expectOpen(canvas, items[1]!.title);
    await expectOpen(canvas, items[0]!.title, false);
    await expect(canvas.getByText(/Region Zürich/)).not.toBeVisible();
  },
};

export const ClickingTheOpenOneClosesIt: Story = {
  args: { defaultOpenId: 'hosting' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(accordionItem(canvas, items[0]!.title).summary);
    for (const { title } of items) await expectOpen(canvas, title, false);
  },
};

/** A click alone (a script, voice control, some assistive technology) opens an item as a press does. */
export const ClickAloneOpens: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    accordionItem(canvas, items[2]!.title).summary.click();
    await expectOpen(canvas, items[2]!.title);
    await expect(canvas.getByText(/Französisch und Italienisch/)).toBeVisible();
  },
};

/**
 * Tab reaches the first title; the arrows, Home and End move between the
 * titles (the behaviour `accordionKeys`). Enter and Space open and close a
 * title by the platform itself, which a story's keys do not reach (they are
 * not the browser's): the end-to-end tests press them.
 */
export const KeyboardOperable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(accordionItem(canvas, items[0]!.title).summary).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(accordionItem(canvas, items[1]!.title).summary).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(accordionItem(canvas, items[2]!.title).summary).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(accordionItem(canvas, items[0]!.title).summary).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(accordionItem(canvas, items[0]!.title).summary).toHaveFocus();
  },
};

/** With `openId` the caller decides what is open and hears each change (the FAQ page's linked answers). */
export const Controlled: Story = {
  args: { openId: 'dauer', onOpenChange: fn() },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(accordionItem(canvas, items[1]!.title).details.open).toBe(true);
    await userEvent.click(accordionItem(canvas, items[0]!.title).summary);
    await expect(args.onOpenChange).toHaveBeenCalledWith('hosting');
  },
};
