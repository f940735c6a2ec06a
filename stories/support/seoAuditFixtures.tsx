/**
 * Fixed audits for the SEO stories, built by the real audit from fixed
 * pages: the stories show every state and never change when a page of the
 * site changes its title. The toolbar's other languages show the same
 * states from that language's pages.
 */
import type { ReactNode } from 'react';
import { auditSite, type SiteAudit } from '../../src/lib/seo/siteAudit';
import { testPage, type TestPageOptions } from '../../src/lib/seo/testPage';
import { contentFor } from '../../src/content/siteContent';
import { defaultLocale, type ByLocale, type Locale } from '../../src/lib/locales';
import { localizedPagePaths, type PageName } from '../../src/lib/paths';
import { siteLocaleOf } from './storyContent';
import { useStoryLanguage } from './storyLanguage';

const origin = 'https://www.example.ch';
const brand = ' | Limmat AI';

type FixturePage = TestPageOptions & { page: PageName };

/** German, fixed: the stories' play functions read these words, and their pictures never change when a page's title does. */
const soundPagesInGerman: ReadonlyArray<FixturePage> = [
  {
    page: 'home',
    title: `Sichere KI-Plattform aus der Schweiz für KMU${brand}`,
    description:
      'KI-Chat, Assistenten und Dokumentenanalyse, gehostet in Zürich: für KMU, Stiftungen und Non-Profits, die Datenschutz ernst nehmen. Erstgespräch kostenlos.',
  },
  {
    page: 'pricing',
    title: `Preise für KI aus der Schweiz: Pläne und Tokens${brand}`,
    description:
      'Was die Schweizer KI-Plattform kostet: Business für Teams ab 35 Personen mit 10 Millionen Tokens, Enterprise auf Anfrage. Hosting in Zürich, Preise exkl. MWST.',
  },
  {
    page: 'contact',
    title: `Kontakt: Gespräch buchen, anrufen, schreiben${brand}`,
    description:
      'Buchen Sie ein kostenloses Kennenlerngespräch von 15 bis 20 Minuten oder erreichen Sie uns in Zürich per Telefon und E-Mail, Montag bis Freitag, 9 bis 17 Uhr.',
    jsonLd: [],
  },
  {
    page: 'freeSession',
    title: `Kostenloses Erstgespräch zu KI, 30 Minuten${brand}`,
    description:
      '30 Minuten per Video: Wir zeigen die KI-Plattform an Ihren Aufgaben und beantworten Fragen zu Datenschutz, Kosten und Einführung. Kostenlos und unverbindlich.',
  },
  {
    page: 'resetPassword',
    robots: 'noindex, nofollow',
    title: `Passwort zurücksetzen – Zugang zur App${brand}`,
    description:
      'Passwort vergessen? Prüfen Sie Ihre E-Mail-Adresse und legen Sie in der App ein neues Passwort fest. Ihre Adresse geben wir nicht weiter, auch nicht an Partner.',
    jsonLd: [],
  },
];

/**
 * The same pages in another language, for a reviewer who switches the
 * toolbar: their titles and descriptions are the site's own in that
 * language (each within its bands), everything else as in German.
 */
function soundPagesIn(locale: Locale): ReadonlyArray<FixturePage> {
  if (locale === defaultLocale) return soundPagesInGerman;
  const { pages } = contentFor(locale);
  return soundPagesInGerman.map((fixture) => ({ ...fixture, title: pages[fixture.page].meta.title, description: pages[fixture.page].meta.description }));
}

/** What the weak audit's pricing and contact pages get wrong, in each language's words. */
const weakWords: ByLocale<{ pricingTitle: string; pricingDescription: string; contactTitle: string; contactHeadings: [string, string] }> = {
  'de-CH': {
    pricingTitle: 'Preise und Pläne',
    pricingDescription: 'Alle Pläne der KI-Plattform im Überblick, mit Tokens und Einrichtung.',
    contactTitle: 'Kontakt und Beratung',
    contactHeadings: ['Kontakt', 'Beratung'],
  },
  'fr-CH': {
    pricingTitle: 'Tarifs et formules',
    pricingDescription: 'Toutes les formules de la plateforme d’IA en bref, avec tokens et mise en place.',
    contactTitle: 'Contact et conseil',
    contactHeadings: ['Contact', 'Conseil'],
  },
  'it-CH': {
    pricingTitle: 'Prezzi e piani',
    pricingDescription: 'Tutti i piani della piattaforma di IA in breve, con token e configurazione.',
    contactTitle: 'Contatto e consulenza',
    contactHeadings: ['Contatto', 'Consulenza'],
  },
  'en-CH': {
    pricingTitle: 'Prices and plans',
    pricingDescription: 'Every plan of the AI platform at a glance, with tokens and set-up.',
    contactTitle: 'Contact and advice',
    contactHeadings: ['Contact', 'Advice'],
  },
};

/** Pricing with a short title and description, contact with two h1, an image without alt, a vague link text and broken JSON-LD. */
function weakPagesIn(locale: Locale): ReadonlyArray<FixturePage> {
  const sound = soundPagesIn(locale);
  const words = weakWords[locale];
  const [vague] = contentFor(locale).seoChecks.seoCheckContent.vagueLinkTexts;
  const at = (page: PageName) => sound.find((fixture) => fixture.page === page)!;
  return sound.map((fixture) => {
    if (fixture.page === 'pricing') return { page: 'pricing', title: `${words.pricingTitle}${brand}`, description: words.pricingDescription, twitter: false, jsonLd: [] };
    if (fixture.page !== 'contact') return fixture;
    const [first, second] = words.contactHeadings;
    return {
      page: 'contact',
      title: `${words.contactTitle}${brand}`,
      description: at('contact').description,
      jsonLd: ['{"@context":"https://schema.org","@type":"Organization"'],
      body: `<main><h1>${first}</h1><h1>${second}</h1><img src="/team.jpg"><a href="${localizedPagePaths.freeSession[locale]}">${vague}</a></main>`,
    };
  });
}

function fixtureAudit(pages: ReadonlyArray<FixturePage>, locale: Locale): SiteAudit {
  const pathOf = (page: PageName) => localizedPagePaths[page][locale];
  const indexable = pages.filter((page) => !page.robots?.includes('noindex'));
  const hidden = (['resetPassword', 'seoAudit', 'seoDashboard'] as const).map(pathOf);
  return auditSite({
    pages: pages.map((page) => ({ path: pathOf(page.page), html: testPage({ ...page, path: pathOf(page.page) }), vagueLinkTexts: contentFor(locale).seoChecks.seoCheckContent.vagueLinkTexts })),
    internalPaths: [pathOf('seoAudit'), pathOf('seoDashboard')],
    sitemapXml: indexable.map((page) => `<url><loc>${origin}${pathOf(page.page)}</loc></url>`).join('\n'),
    robotsTxt: `User-agent: *\nAllow: /\n${hidden.map((path) => `Disallow: ${path}\n`).join('')}`,
    askedPaths: [
      ...(['home', 'pricing', 'contact', 'freeSession'] as const).map(pathOf).map((path) => ({ path, status: 200, location: path })),
      ...(['academy', 'about', 'blog', 'faq'] as const).map(pathOf).map((path) => ({ path, status: 301, location: pathOf('home') })),
    ],
  });
}

const audits = new Map<string, SiteAudit>();
function auditOnce(kind: 'sound' | 'weak', locale: Locale): SiteAudit {
  const key = `${kind} ${locale}`;
  let audit = audits.get(key);
  if (!audit) {
    audit = fixtureAudit(kind === 'sound' ? soundPagesIn(locale) : weakPagesIn(locale), locale);
    audits.set(key, audit);
  }
  return audit;
}

/** Every indexable page at 95 or 100: the site as it should be. */
export const soundAudit = auditOnce('sound', defaultLocale);

/** Pricing with a short title and description, contact with two h1, an image without alt, a «hier» link and broken JSON-LD. */
export const weakAudit = auditOnce('weak', defaultLocale);

/**
 * Renders `children` with a story's audit (German, as its args hold it) in
 * the language the story shows in: the same fixture, its pages at that
 * language's addresses and in its words, so a reviewer who switches the
 * toolbar sees the state the story names rather than an empty one.
 */
export function AuditInStoryLanguage({ audit, children }: { audit: SiteAudit; children: (audit: SiteAudit) => ReactNode }) {
  const locale = siteLocaleOf(useStoryLanguage());
  return children(locale === defaultLocale ? audit : auditOnce(audit === weakAudit ? 'weak' : 'sound', locale));
}
