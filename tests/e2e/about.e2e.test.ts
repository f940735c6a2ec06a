import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { contentFor } from '../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;
const aboutPage = contentFor('de-CH').pages.about;
const { commonContent } = contentFor('de-CH').common;

const aboutMeta = aboutPage.meta;
import { operator } from '../../src/content/operator';
import { BASE_URL, visit, visitWithoutScript } from './support/site';
import { readPublicDrawing } from '../../src/lib/publicDrawings';
import type { LocalImage } from '../../src/content/types';

/** What the prerenderer writes into the page for a drawing under public/. */
const drawingOf = (image: LocalImage) => readPublicDrawing(image.src, image.width, image.height);

/** Whether the element holds that drawing, as the browser parses and writes it out. */
const holdsDrawing = (element: Locator, image: LocalImage) =>
  element.evaluate((drawn, inside) => {
    const parsed = document.createElement('div');
    parsed.innerHTML = `<svg>${inside}</svg>`;
    return drawn.innerHTML === parsed.firstElementChild!.innerHTML && drawn.childElementCount > 0;
  }, drawingOf(image));

const PATH = '/de/about';
const { intro, team, philosophy, partners } = aboutContent;
const withProfile = team.members.filter((member) => member.linkedin !== null);

describe('about /de/about', () => {
  it('is prerendered with its head, AboutPage JSON-LD, every section, the team’s photos and three LinkedIn links', async () => {
    const visited = await visitWithoutScript(PATH);
    const { page } = visited;
    await page.getByRole('heading', { level: 1, name: intro.title }).waitFor();

    const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
    expect(await page.title()).toBe(aboutMeta.title);
    expect(await meta('meta[name="description"]')).toBe(aboutMeta.description);
    expect(await meta('meta[property="og:title"]')).toBe(aboutMeta.title);
    expect(await meta('meta[property="og:url"]')).toBe(`${operator.siteOrigin}${PATH}`);
    expect(await meta('meta[name="twitter:description"]')).toBe(aboutMeta.description);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const about = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === 'AboutPage');
    expect(about).toMatchObject({ url: `${operator.siteOrigin}${PATH}`, about: { '@type': 'Organization', name: operator.company } });

    for (const title of [aboutContent.principles.title, team.title, philosophy.title, partners.title, aboutContent.closing.title]) {
      expect(await page.getByRole('heading', { level: 2, name: title }).count(), title).toBe(1);
    }
    expect(await page.getByRole('blockquote').textContent()).toContain(philosophy.statement.quote);

    const cards = page.getByRole('list', { name: team.title }).getByRole('listitem');
    expect(await cards.count()).toBe(5);
    for (const [index, member] of team.members.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(member.name);
      // The portrait's drawing is written into the page, not loaded as an image document.
      const photo = card.getByRole('img', { name: member.photo.alt });
      expect(await photo.evaluate((element) => element.tagName)).toBe('svg');
      expect(await photo.getAttribute('width')).toBe(String(member.photo.width));
      expect(await photo.getAttribute('height')).toBe(String(member.photo.height));
      expect(await holdsDrawing(photo, member.photo)).toBe(true);
    }

    const profiles = page.getByRole('link', { name: /auf LinkedIn/ });
    expect(await profiles.count()).toBe(3);
    for (const [index, member] of withProfile.entries()) {
      const link = profiles.nth(index);
      expect(await link.textContent()).toBe(`Profil von ${member.name} auf LinkedIn${commonContent.opensInNewTab}`);
      expect(await link.getAttribute('href')).toBe(member.linkedin!.href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(visited.thirdPartyRequests).toEqual([]);
  });

  it('keeps every team photo drawn as prerendered once the page has hydrated, and a LinkedIn link opens a new tab and leaves this one in place', async () => {
    const visited = await visit(PATH);
    const { page } = visited;
    const photoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/about/')) photoRequests.push(request.url());
    });
    const photos = page.getByRole('list', { name: team.title }).getByRole('img');
    expect(await photos.count()).toBe(5);
    for (const [index, photo] of (await photos.all()).entries()) {
      await photo.scrollIntoViewIfNeeded();
      expect(await holdsDrawing(photo, team.members[index]!.photo)).toBe(true);
      expect((await photo.boundingBox())?.width).toBeGreaterThan(0);
    }
    expect(photoRequests, 'portraits fetched as images after hydration').toEqual([]);

    const member = withProfile[0]!;
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: new RegExp(`Profil von ${member.name}`) }).click()]);
    // The new tab asks for LinkedIn (blocked here: nothing leaves the machine); this tab stays on the page.
    await expect.poll(() => visited.thirdPartyRequests).toContain(member.linkedin!.href);
    expect(page.url()).toBe(`${BASE_URL}${PATH}`);
    await tab.close();
    expect(visited.problems).toEqual([]);
    await visited.close();
  });
});
