/**
 * Fixed audits for the SEO stories, built by the real audit from fixed
 * pages: the stories show every state and never change when a page of the
 * site changes its title.
 */
import { auditSite, type SiteAudit } from '../../src/lib/seo/siteAudit';
import { testPage, type TestPageOptions } from '../../src/lib/seo/testPage';
import { contentFor } from '../../src/content/siteContent';
import { defaultLocale, localeOfPath } from '../../src/lib/locales';

const origin = 'https://www.example.ch';
const brand = ' | Limmat AI';

type FixturePage = TestPageOptions & { path: string };

const soundPages: ReadonlyArray<FixturePage> = [
  {
    path: '/de',
    title: `Sichere KI-Plattform aus der Schweiz für KMU${brand}`,
    description:
      'KI-Chat, Assistenten und Dokumentenanalyse, gehostet in Zürich: für KMU, Stiftungen und Non-Profits, die Datenschutz ernst nehmen. Erstgespräch kostenlos.',
  },
  {
    path: '/de/pricing',
    title: `Preise für KI aus der Schweiz: Pläne und Tokens${brand}`,
    description:
      'Was die Schweizer KI-Plattform kostet: Business für Teams ab 35 Personen mit 10 Millionen Tokens, Enterprise auf Anfrage. Hosting in Zürich, Preise exkl. MWST.',
  },
  {
    path: '/de/contact',
    title: `Kontakt: Gespräch buchen, anrufen, schreiben${brand}`,
    description:
      'Buchen Sie ein kostenloses Kennenlerngespräch von 15 bis 20 Minuten oder erreichen Sie uns in Zürich per Telefon und E-Mail, Montag bis Freitag, 9 bis 17 Uhr.',
    jsonLd: [],
  },
  {
    path: '/de/free-session',
    title: `Kostenloses Erstgespräch zu KI, 30 Minuten${brand}`,
    description:
      '30 Minuten per Video: Wir zeigen die KI-Plattform an Ihren Aufgaben und beantworten Fragen zu Datenschutz, Kosten und Einführung. Kostenlos und unverbindlich.',
  },
  {
    path: '/de/reset-password',
    robots: 'noindex, nofollow',
    title: `Passwort zurücksetzen – Zugang zur App${brand}`,
    description:
      'Passwort vergessen? Prüfen Sie Ihre E-Mail-Adresse und legen Sie in der App ein neues Passwort fest. Ihre Adresse geben wir nicht weiter, auch nicht an Partner.',
    jsonLd: [],
  },
];

const weakPages: ReadonlyArray<FixturePage> = [
  soundPages[0]!,
  {
    path: '/de/pricing',
    title: `Preise und Pläne${brand}`,
    description: 'Alle Pläne der KI-Plattform im Überblick, mit Tokens und Einrichtung.',
    twitter: false,
    jsonLd: [],
  },
  {
    path: '/de/contact',
    title: `Kontakt und Beratung${brand}`,
    description: soundPages[2]!.description,
    jsonLd: ['{"@context":"https://schema.org","@type":"Organization"'],
    body: '<main><h1>Kontakt</h1><h1>Beratung</h1><img src="/team.jpg"><a href="/de/free-session">hier</a></main>',
  },
  soundPages[3]!,
  soundPages[4]!,
];

function fixtureAudit(pages: ReadonlyArray<FixturePage>): SiteAudit {
  const indexable = pages.filter((page) => !page.robots?.includes('noindex'));
  return auditSite({
    pages: pages.map((page) => ({ path: page.path, html: testPage(page), vagueLinkTexts: contentFor(localeOfPath(page.path) ?? defaultLocale).seoChecks.seoCheckContent.vagueLinkTexts })),
    internalPaths: ['/de/seo-audit', '/de/seo-dashboard'],
    sitemapXml: indexable.map((page) => `<url><loc>${origin}${page.path}</loc></url>`).join('\n'),
    robotsTxt: 'User-agent: *\nAllow: /\nDisallow: /de/reset-password\nDisallow: /de/seo-audit\nDisallow: /de/seo-dashboard\n',
    askedPaths: [
      ...['/de', '/de/pricing', '/de/contact', '/de/free-session'].map((path) => ({ path, status: 200, location: path })),
      ...['/de/academy', '/de/about', '/de/blog', '/de/faq'].map((path) => ({ path, status: 301, location: '/de' })),
    ],
  });
}

/** Every indexable page at 95 or 100: the site as it should be. */
export const soundAudit = fixtureAudit(soundPages);

/** Pricing with a short title and description, contact with two h1, an image without alt, a «hier» link and broken JSON-LD. */
export const weakAudit = fixtureAudit(weakPages);
