import { describe, expect, it } from 'vitest';
import { operator } from '../../src/content/operator';
import { answerConsentBanner, BASE_URL, reportedConversions, standInConversionFunction, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import type { FaqItem } from '../../src/content/types';

const { academyContent } = contentFor('de-CH').academy;
const { academyFaq } = contentFor('de-CH').academyFaq;
const academyPage = contentFor('de-CH').pages.academy;
const academyMeta = academyPage.meta;

const PATH = '/de/academy';
const { faq, stickyCta, timeline } = academyContent;

describe('academy /de/academy', () => {
  it('is prerendered with its head, the FAQPage and Course JSON-LD and every section; /de/cohort-program answers 301 to it', async () => {
    const redirect = await fetch(`${BASE_URL}/de/cohort-program`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(new URL(redirect.headers.get('location') ?? '', BASE_URL).pathname).toBe(PATH);

    const visited = await visitWithoutScript(PATH);
    const { page } = visited;
    expect(await page.title()).toBe(academyMeta.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(academyMeta.description);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(academyMeta.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${operator.siteOrigin}${PATH}`);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as Array<Record<string, unknown>>;
    const [faqPage, course] = jsonLd;
    expect(faqPage?.['@type']).toBe('FAQPage');
    const questions = faqPage?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((question) => question.name)).toEqual(academyFaq.map((item) => item.question));
    expect(questions[0]?.acceptedAnswer.text).toBe(academyFaq[0]!.answer.join('\n\n'));
    expect(course).toMatchObject({ '@type': 'Course', hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' } });

    await page.getByRole('heading', { level: 1, name: academyContent.hero.title }).waitFor();
    expect(await page.locator('summary').filter({ hasText: academyFaq[12]!.question }).count()).toBe(1);
    expect(await page.getByRole('list', { name: timeline.title }).getByRole('listitem').count()).toBe(10);
    expect(await page.getByRole('checkbox').count()).toBe(5); // four self-check boxes and the calculator's onsite day
    expect(await page.getByText('CHF 35’000').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: stickyCta.title, exact: true }).getByRole('link', { name: stickyCta.cta.label }).getAttribute('href')).toBe('/de/free-session');
    expect(await page.locator('body').textContent()).not.toMatch(/ß/);
    expect(visited.thirdPartyRequests).toEqual([]);
  });

  it('on a phone, the sticky bar rides along, never hides the focused element or the footer, and «Termin wählen» is a conversion', async () => {
    const visited = await visit(PATH, { viewport: { width: 390, height: 844 } }, standInConversionFunction);
    const { page } = visited;
    await answerConsentBanner(page, 'Alle akzeptieren');
    const bar = page.getByRole('region', { name: stickyCta.title, exact: true });
    const barTop = () => bar.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const viewportHeight = 844;
    // At the top of the page the bar already sits at the bottom of the screen.
    expect(await barTop()).toBeLessThan(viewportHeight);
    expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBe(viewportHeight);
    // One row on a phone: it stood three rows tall, 15 % of the screen all the way down the page.
    expect(viewportHeight - (await barTop())).toBeLessThanOrEqual(viewportHeight * 0.1);

    // Tab through the page: every focused element stays above the bar.
    await page.getByRole('button', { name: 'Chat starten' }).focus();
    const link = bar.getByRole('link', { name: stickyCta.cta.label });
    let checked = 0;
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press('Tab');
      if (await link.evaluate((element) => element === document.activeElement)) break;
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (element === document.body) return null;
        const rect = element.getBoundingClientRect();
        return { bottom: rect.bottom, inFooter: Boolean(element.closest('footer')), text: `${element.tagName} ${element.textContent?.slice(0, 40)}` };
      });
      if (!focused) continue; // between two stops, e.g. a widget re-rendering
      expect(focused.inFooter, 'the bar comes before the footer in the tab order').toBe(false);
      expect(focused.bottom, `«${focused.text}» is hidden behind the bar`).toBeLessThanOrEqual(await barTop());
      checked += 1;
    }
    // The walk went through the page's controls (calendar, checkboxes, calculator, 13 questions), not around them.
    expect(checked).toBeGreaterThan(20);
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);

    // At the end of the page the bar rests above the footer.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerTop = await page.locator('footer').evaluate((element) => element.getBoundingClientRect().top);
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(footerTop + 1);

    await link.click();
    await page.waitForURL('**/de/free-session');
    expect(await reportedConversions(page)).toEqual(['/de/free-session']);
    await visited.close();
  });

  it('on a desktop, the FAQ opens one answer at a time, and «Chat starten» loads the chat only on the click', async () => {
    const visited = await visit(PATH);
    const { page } = visited;
    const [first, second] = faq.items as [FaqItem, FaqItem];
    // Each question is a <details> of one group: the platform opens one answer at a time.
    const summaryOf = (question: string) => page.locator('summary', { has: page.getByRole('heading', { name: question }) });
    await summaryOf(first.question).click();
    await page.getByText(first.answer[0]!).waitFor();
    await summaryOf(second.question).click();
    await page.getByText(second.answer[0]!).waitFor();
    expect(await page.locator('details', { has: summaryOf(first.question) }).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByText(first.answer[0]!).isVisible()).toBe(false);

    expect(visited.thirdPartyRequests).toEqual([]);
    const hero = page.getByRole('region', { name: academyContent.hero.title });
    await hero.getByRole('button', { name: 'Chat starten' }).click();
    await hero.getByText('Der Chat ist gerade nicht erreichbar').waitFor();
    expect(visited.thirdPartyRequests).toContain(`https://widget.intercom.io/widget/${operator.intercomAppId}`);
    expect(visited.problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
    await visited.close();
  });
});
