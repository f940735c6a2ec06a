import { describe, expect, it } from 'vitest';
import { operator } from './operator';
import { contentFor } from './siteContent';

const { faqContent } = contentFor('de-CH').faq;
const { pricingContent } = contentFor('de-CH').pricing;

const { entries, filter } = faqContent.browser;

describe('FAQ content', () => {
  it('holds about 30 questions, each with a unique, URL-safe id that serves as its anchor', () => {
    expect(entries.length).toBeGreaterThanOrEqual(28);
    expect(entries.length).toBeLessThanOrEqual(32);
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('files every question under a topic of the filter or under all, and every topic has questions', () => {
    const topics = filter.categories.map((category) => category.id);
    for (const entry of entries) expect(topics, entry.id).toContain(entry.category);
    for (const topic of topics) expect(entries.some((entry) => entry.category === topic), topic).toBe(true);
  });

  it('gives each topic but «Alle» a distinct slug for the address', () => {
    const slugs = filter.categories.filter((category) => category.id !== 'all').map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+$/);
  });

  it('takes the answers the pricing FAQ gives from there, unchanged, instead of writing them again', () => {
    for (const item of pricingContent.faq.items) {
      const entry = entries.find((candidate) => candidate.id === item.id);
      expect(entry, item.id).toBeDefined();
      expect(entry?.answer).toBe(item.answer);
    }
  });

  it('says in the console how many questions there are and where to write', () => {
    const message = faqContent.consoleMessage(entries.length);
    expect(message).toContain(`${entries.length} Fragen`);
    expect(message).toContain(operator.email);
  });
});
