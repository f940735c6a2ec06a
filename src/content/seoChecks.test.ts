import { describe, expect, it } from 'vitest';
import { checkIds } from '../lib/seo/auditPage';
import { contentFor } from './siteContent';

const { seoCheckContent } = contentFor('de-CH').seoChecks;

describe('SEO checklist categories', () => {
  it('are the five of the specification and hold every check of the audit exactly once', () => {
    expect(seoCheckContent.categories.map((category) => category.title)).toEqual([
      'Meta-Tags',
      'Inhaltsstruktur',
      'Strukturierte Daten',
      'Technisches SEO',
      'Nutzererlebnis',
    ]);
    expect(seoCheckContent.categories.flatMap((category) => category.checks).sort()).toEqual([...checkIds].sort());
  });
});
