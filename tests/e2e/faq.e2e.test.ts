import { describe, expect, it } from 'vitest';
import { BASE_URL, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;
const faqPage = contentFor('de-CH').pages.faq;
const faqMeta = faqPage.meta;

const PATH = '/de/faq';
const { browser: faq } = faqContent;
const inTopic = (id: string) => faq.entries.filter((candidate) => candidate.category === id || candidate.category === 'all');

describe('FAQ /de/faq', () => {
  it('is prerendered with «Alle», every question and its anchor, the head tags and FAQPage JSON-LD from the same entries, whatever the address asks for', async () => {
    // Without JavaScript the topic in the address cannot apply: the one prerendered page shows «Alle».
    const { page } = await visitWithoutScript(`${PATH}?kategorie=sicherheit`);
    await page.getByRole('heading', { level: 1, name: faqContent.intro.title }).waitFor();
    expect(await page.title()).toBe(faqMeta.title);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toBe(faqMeta.description);
    expect(await meta('meta[property="og:title"]')).toBe(faqMeta.title);
    expect(await meta('meta[name="twitter:description"]')).toBe(faqMeta.description);

    expect(await page.getByRole('button', { name: 'Alle', pressed: true }).count()).toBe(1);
    expect(await page.getByRole('status').textContent()).toBe(`${faq.entries.length} Fragen`);
    const headingIds = await page.locator('main h3[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(headingIds).toEqual(faq.entries.map((candidate) => candidate.id));

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text) as { '@type': string; mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }> }).find((data) => data['@type'] === 'FAQPage');
    // The structured data leaves out the soft hyphens a long compound carries for narrow screens.
    expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(faq.entries.map((candidate) => candidate.question.replace(/\u00ad/g, '')));
    expect(faqPage?.mainEntity?.[0]?.acceptedAnswer.text).toBe(faq.entries[0]!.answer.join('\n\n'));

    // The spec's link to /de/blog lands on the blog.
    const blogLink = page.getByRole('link', { name: faqContent.furtherLinks.links.at(-1)!.label, exact: true });
    expect(await blogLink.getAttribute('href')).toBe('/de/blog');
    const blog = await fetch(`${BASE_URL}/de/blog`, { redirect: 'manual' });
    expect(blog.status).toBe(200);
  });

  it('applies the topic from the address as the page starts, keeps a chosen one in it, searches, and logs its message without a console problem', async () => {
    const info: string[] = [];
    const visited = await visit(`${PATH}?kategorie=sicherheit`, {}, async (page) => {
      page.on('console', (message) => {
        if (message.type() === 'info') info.push(message.text());
      });
    });
    const { page } = visited;
    // The questions the topic and the search leave shown; the others are in the page, hidden.
    const questions = page.locator('main h3[id]:visible');
    await page.getByRole('button', { name: 'Sicherheit', pressed: true }).waitFor();
    await expect.poll(() => questions.count()).toBe(inTopic('security').length);

    await page.getByRole('button', { name: 'Technologie' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?kategorie=technologie');
    await expect.poll(() => questions.count()).toBe(inTopic('technology').length);

    await page.getByRole('searchbox', { name: faq.search.label }).fill('Blockchain');
    await page.getByRole('heading', { name: faq.empty.title }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('0 Fragen');

    expect(info).toContain(faqContent.consoleMessage(faq.entries.length));
    expect(visited.problems).toEqual([]);
    expect(visited.thirdPartyRequests).toEqual([]);
    await visited.close();
  });

  it('on a phone, a link to one answer opens it just below the header, under «Alle» even when the address named another topic', async () => {
    const visited = await visit(`${PATH}?kategorie=support#onboarding-fee`, { viewport: { width: 390, height: 844 } });
    const { page } = visited;
    await expect.poll(() => page.locator('details:has(#onboarding-fee)').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('details[open]').count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#onboarding-fee');
    expect(await page.getByRole('button', { name: 'Alle', pressed: true }).count()).toBe(1);
    const headerHeight = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('onboarding-fee')!.getBoundingClientRect().top))).toBeGreaterThanOrEqual(Math.floor(headerHeight));
    expect(await page.evaluate(() => document.getElementById('onboarding-fee')!.getBoundingClientRect().top)).toBeLessThan(headerHeight + 64);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });
});
