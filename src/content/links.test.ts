import { describe, expect, it } from 'vitest';
import { pagePaths, pathOf, type SiteHref } from '../lib/paths';
import { contentFor } from './siteContent';

const { aboutContent } = contentFor('de-CH').about;
const { academyContent } = contentFor('de-CH').academy;
const { apiProductsContent } = contentFor('de-CH').apiProducts;
const { bookingConfirmedContent } = contentFor('de-CH').bookingConfirmed;
const { consentContent } = contentFor('de-CH').consent;
const { contactContent } = contentFor('de-CH').contact;
const { homeContent } = contentFor('de-CH').home;
const { loginContent } = contentFor('de-CH').login;
const { freeSessionContent } = contentFor('de-CH').freeSession;
const { footerNav, headerNav } = contentFor('de-CH').navigation;
const { plans } = contentFor('de-CH').plans;
const { pricingContent } = contentFor('de-CH').pricing;
const { resetPasswordContent } = contentFor('de-CH').resetPassword;
const { roadmapContent } = contentFor('de-CH').roadmap;
const { cookiePolicyContent } = contentFor('de-CH').legal.cookies;
const { impressumContent } = contentFor('de-CH').legal.impressum;
const { privacyContent } = contentFor('de-CH').legal.privacy;
const { termsContent } = contentFor('de-CH').legal.terms;
const { seoAuditContent } = contentFor('de-CH').seoAudit;
const { seoCheckContent } = contentFor('de-CH').seoChecks;
const { seoDashboardContent } = contentFor('de-CH').seoDashboard;
const { faqContent } = contentFor('de-CH').faq;

const everyContentModule = { apiProductsContent, bookingConfirmedContent, consentContent, contactContent, freeSessionContent, homeContent, loginContent, footerNav, headerNav, plans, pricingContent, resetPasswordContent, roadmapContent, impressumContent, termsContent, privacyContent, cookiePolicyContent, seoAuditContent, seoCheckContent, seoDashboardContent, faqContent, aboutContent, academyContent };

/** Every `{ to, … }` link target anywhere in a content tree, with where it sits. */
function linkTargets(node: unknown, at: string): Array<{ at: string; to: string; reportsConversion?: boolean }> {
  if (Array.isArray(node)) return node.flatMap((item, index) => linkTargets(item, `${at}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const own = typeof (node as { to?: unknown }).to === 'string' ? [{ at, ...(node as { to: string; reportsConversion?: boolean }) }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => linkTargets(value, `${at}.${key}`))];
}

const links = Object.entries(everyContentModule).flatMap(([name, module]) => linkTargets(module, name));

describe('links in the content', () => {
  it('are found (the walk itself works)', () => {
    expect(links.length).toBeGreaterThan(20);
    expect(links).toContainEqual(expect.objectContaining({ at: 'headerNav.demo', to: pagePaths.freeSession }));
  });

  it('lead to a page in pagePaths', () => {
    const known: string[] = Object.values(pagePaths);
    for (const link of links) expect(known, link.at).toContain(pathOf(link.to as SiteHref));
  });

  it('report a conversion exactly when they lead to the free intro call', () => {
    for (const link of links) expect(link.reportsConversion === true, link.at).toBe(pathOf(link.to as SiteHref) === pagePaths.freeSession);
  });
});
