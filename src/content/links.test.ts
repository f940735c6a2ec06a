import { describe, expect, it } from 'vitest';
import { pagePaths, pathOf, type SiteHref } from '../lib/paths';
import { aboutContent } from './de/about';
import { academyContent } from './de/academy';
import { apiProductsContent } from './de/apiProducts';
import { bookingConfirmedContent } from './de/bookingConfirmed';
import { consentContent } from './de/consent';
import { contactContent } from './de/contact';
import { homeContent } from './de/home';
import { loginContent } from './de/login';
import { freeSessionContent } from './de/freeSession';
import { footerNav, headerNav } from './de/navigation';
import { plans } from './de/plans';
import { pricingContent } from './de/pricing';
import { resetPasswordContent } from './de/resetPassword';
import { roadmapContent } from './de/roadmap';
import { cookiePolicyContent } from './de/legal/cookies';
import { impressumContent } from './de/legal/impressum';
import { privacyContent } from './de/legal/privacy';
import { termsContent } from './de/legal/terms';
import { seoAuditContent } from './de/seoAudit';
import { seoCheckContent } from './de/seoChecks';
import { seoDashboardContent } from './de/seoDashboard';
import { faqContent } from './de/faq';

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

  it('report a conversion exactly when they lead to the free consultation', () => {
    for (const link of links) expect(link.reportsConversion === true, link.at).toBe(pathOf(link.to as SiteHref) === pagePaths.freeSession);
  });
});
