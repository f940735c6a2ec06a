import { describe, expect, it } from 'vitest';
import { alternatesOf, routes } from '../../src/site/routes';
import { metaOf } from '../../src/content/siteContent';
import { answerConsentBanner, BASE_URL, visit, widths } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import { waitInPage } from './support/waits';

const { loginContent: frenchLogin } = contentFor('fr-CH').login;
const { homeContent: frenchHome } = contentFor('fr-CH').home;
const { bookingEmbedContent: frenchBooking } = contentFor('fr-CH').booking;
const { shell: frenchShell } = contentFor('fr-CH').shell;

/*
 * The two languages as a visitor meets them on `npm start`'s build: `/`
 * answered by the browser's language, the switch leading to the same page,
 * the alternates and the sitemap, and the French fallbacks of the third
 * parties (the visitor pass checks those in German only: the same code).
 */

describe('/ by the browser\'s language', () => {
  it.each([
    ['fr-CH,fr;q=0.9,de;q=0.8,en;q=0.7', '/fr'],
    ['fr-FR', '/fr'],
    ['es-ES,es;q=0.9,fr;q=0.5', '/fr'],
    ['de-CH,de;q=0.9,fr;q=0.8', '/de'],
    ['pt-BR,pt;q=0.9,es;q=0.8', '/de'],
    ['', '/de'],
  ])('Accept-Language «%s» is sent to %s, temporarily, varying by the header, without a cookie', async (acceptLanguage, home) => {
    const response = await fetch(`${BASE_URL}/`, { redirect: 'manual', headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(home);
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the language switch', () => {
  it('leads from the German login\'s signup tab to the French one, and back from the mobile menu, keeping the tab', async () => {
    const { page } = await visit('/de/login?tab=signup');
    await page.getByRole('banner').getByRole('link', { name: 'FR, Français' }).click();
    await page.waitForURL(`${BASE_URL}/fr/connexion?tab=signup`);
    await waitInPage(page, 'the French page', () => document.documentElement.lang === 'fr-CH');
    expect(await page.title()).toBe(metaOf({ page: 'login', locale: 'fr-CH' }).title);
    // The tab comes from the address as the page's script starts (a busy machine takes a moment).
    await page.getByRole('tab', { name: frenchLogin.tabs.signup, selected: true }).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: 'FR, Français' }).getAttribute('aria-current')).resolves.toBe('true');

    const phone = await visit('/fr/connexion?tab=signup', widths.phone);
    await phone.page.getByRole('banner').getByRole('button', { name: frenchShell.nav.menuOpen }).click();
    const menu = phone.page.getByRole('navigation', { name: frenchShell.nav.mobileMenuLabel });
    await menu.getByRole('link', { name: 'DE, Deutsch' }).click();
    await phone.page.waitForURL(`${BASE_URL}/de/login?tab=signup`);
    await waitInPage(phone.page, 'the German page', () => document.documentElement.lang === 'de-CH');
  });
});

describe('finding the other language', () => {
  it('lists every indexable page of both languages in the sitemap, each with its alternates', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const entries = sitemap.split('<url>').slice(1);
    const indexable = routes.filter((route) => route.indexable);
    expect(entries).toHaveLength(indexable.length);
    for (const route of indexable) {
      const entry = entries.find((candidate) => candidate.includes(`<loc>${alternatesOf(route).find((alternate) => alternate.hreflang === route.locale)!.href}</loc>`));
      expect(entry, route.path).toBeDefined();
      for (const { hreflang, href } of alternatesOf(route)) expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    }
  });
});

describe('third parties that are down, in French', () => {
  it('the chat and the calendar fall back with French words and a plain link', async () => {
    const visited = await visit('/fr');
    const { page } = visited;
    await answerConsentBanner(page, 'Alle akzeptieren', 'fr-CH');
    await page.getByRole('main').getByRole('button', { name: frenchHome.hero.chatLabel }).first().click();
    await page.getByText(frenchShell.common.chat.unreachable).first().waitFor();

    await page.goto(`${BASE_URL}/fr/entretien-gratuit`);
    const calendar = page.locator('#calendar');
    await calendar.scrollIntoViewIfNeeded();
    await calendar.getByRole('link', { name: frenchBooking.fallbackLink }).waitFor();
  });
});
