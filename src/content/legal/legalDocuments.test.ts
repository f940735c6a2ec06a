import { describe, expect, it } from 'vitest';
import { consentCookie } from '../services';
import { contentFor } from '../siteContent';
import { locales } from '../../lib/locales';

const { legal } = contentFor('de-CH');
const { cookiePolicyContent } = legal.cookies;
const { impressumContent } = legal.impressum;
const { privacyContent } = legal.privacy;
const { termsContent } = legal.terms;

const documents = [impressumContent, termsContent, privacyContent, cookiePolicyContent];

describe('the legal documents', () => {
  it('carry the same anchors in every language', () => {
    for (const locale of locales) {
      const { legal } = contentFor(locale);
      const anchors = [legal.impressum.impressumContent, legal.terms.termsContent, legal.privacy.privacyContent, legal.cookies.cookiePolicyContent].map((document) => [document.id, ...document.sections.map((section) => section.id)]);
      expect(anchors, locale).toEqual(documents.map((document) => [document.id, ...document.sections.map((section) => section.id)]));
    }
  });

  it('carry the one «Stand» date and unique anchors', () => {
    for (const document of documents) {
      expect(document.updated.display, document.id).toBe('1.\u00a0Mai\u00a02025');
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size, document.id).toBe(ids.length);
      for (const id of ids) expect(id, document.id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('number the terms 1–10 and the privacy policy 1–16, with the rights as section 11 as the text cites them', () => {
    expect(termsContent.sections).toHaveLength(10);
    expect(privacyContent.sections).toHaveLength(16);
    expect(privacyContent.sections.findIndex((section) => section.id === 'rights') + 1).toBe(11);
  });

  it('list the consent cookie with its real lifetime in the cookie policy', () => {
    const necessary = cookiePolicyContent.sections.find((section) => section.id === 'necessary')!;
    const table = necessary.blocks.find((block) => block.kind === 'table')!;
    expect(table.kind === 'table' && table.table.rows).toContainEqual(expect.arrayContaining([consentCookie.name, `${consentCookie.days} Tage`]));
  });
});
