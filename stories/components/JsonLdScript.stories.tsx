import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JsonLdScript } from '../../src/components/JsonLdScript';
import { faqPageStructuredData } from '../../src/lib/structuredData';
import { contentFor } from '../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;

const meta = {
  title: 'Components/JsonLdScript',
  component: JsonLdScript,
  // Nothing to see: the script is for search engines. The stories read what they would read.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof JsonLdScript>;
export default meta;
type Story = StoryObj<typeof meta>;

function scriptIn(canvasElement: HTMLElement) {
  const script = canvasElement.querySelector('script[type="application/ld+json"]');
  if (!script) throw new Error('no JSON-LD script rendered');
  return script;
}

/** The FAQ page's data, as the page writes it: a search engine reads back exactly the object handed in. */
export const FaqPageData: Story = {
  args: { data: faqPageStructuredData(faqContent.browser.entries.slice(0, 2), 'de-CH') },
  play: async ({ canvasElement, args }) => {
    const script = scriptIn(canvasElement);
    await expect(JSON.parse(script.textContent ?? '')).toEqual(args.data);
    await expect(script).not.toBeVisible();
  },
};

/** Text holding «</script>» cannot end the tag early: every «<» is written as \u003c and still reads back the same. */
export const TextThatCouldCloseTheTag: Story = {
  args: { data: { '@context': 'https://schema.org', '@type': 'Thing', name: 'Vorlage </script><script>alert(1)</script>' } },
  play: async ({ canvasElement, args }) => {
    const script = scriptIn(canvasElement);
    await expect(script.innerHTML).not.toContain('<');
    await expect(JSON.parse(script.textContent ?? '')).toEqual(args.data);
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1);
  },
};

/**
 * A page's own data is built only by the prerenderer (`import.meta.env.SSR ? data : null`):
 * while the browser hydrates that page the script keeps what was prerendered,
 * and a page rendered in the browser, like this one, carries none.
 */
export const OnlyInThePrerenderedPage: Story = {
  args: { data: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};
