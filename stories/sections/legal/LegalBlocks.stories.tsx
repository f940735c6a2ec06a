import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalBlocks } from '../../../src/sections/legal/LegalBlocks';
import type { LegalBlock } from '../../../src/content/legal/legalDocument';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { cookiePolicyContent } = contentFor('de-CH').legal.cookies;
const { impressumContent } = contentFor('de-CH').legal.impressum;
const { privacyContent } = contentFor('de-CH').legal.privacy;
const { termsContent } = contentFor('de-CH').legal.terms;

type Kind = LegalBlock['kind'];
const kinds: ReadonlyArray<Kind> = ['paragraph', 'subheading', 'list', 'facts', 'table', 'cookieSettings'];

/** The first block of a kind in the four legal documents: the real text, not a sample. */
function firstBlock<K extends Kind>(kind: K): Extract<LegalBlock, { kind: K }> {
  for (const document of [impressumContent, termsContent, privacyContent, cookiePolicyContent]) {
    for (const section of document.sections) {
      const block = section.blocks.find((candidate) => candidate.kind === kind);
      if (block) return block as Extract<LegalBlock, { kind: K }>;
    }
  }
  throw new Error(`no legal document has a ${kind} block`);
}

const meta = {
  title: 'Sections/Legal/LegalBlocks',
  component: LegalBlocks,
  args: { blocks: kinds.map(firstBlock) },
} satisfies Meta<typeof LegalBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of block the legal documents use, one after another, as a section shows them. */
export const EveryKindOfBlock: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(firstBlock('paragraph').text, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: firstBlock('subheading').text })).toBeVisible();
    const list = canvasElement.querySelector('ul')!;
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...firstBlock('list').items]);
    const facts = firstBlock('facts').items;
    await expect([...canvasElement.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(facts.map((fact) => fact.term));
    await expect(canvas.getByRole('table', { name: firstBlock('table').table.caption })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: firstBlock('cookieSettings').label }));
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledOnce();
  },
};
