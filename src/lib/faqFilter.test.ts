import { describe, expect, it } from 'vitest';
import { categoryFromSlug, entriesInCategory, entriesMatching, normaliseForSearch, queryWords } from './faqFilter';

type Topic = 'security' | 'support';
const entries = [
  { id: 'general', category: 'all', question: 'Was ist die Plattform?', answer: ['Ein KI-Arbeitsplatz.'] },
  { id: 'hosting', category: 'security', question: 'Wo liegen die Daten?', answer: ['In Zürich.', 'Verschlüsselt mit AES-256.'] },
  { id: 'hours', category: 'support', question: 'Wann ist der Support erreichbar?', answer: ['Montag bis Freitag, 9–17 Uhr.'] },
] as const satisfies ReadonlyArray<{ id: string; category: Topic | 'all'; question: string; answer: ReadonlyArray<string> }>;
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((entry) => entry.id);

describe('entriesInCategory', () => {
  it('keeps every entry under «Alle»', () => {
    expect(ids(entriesInCategory<Topic, (typeof entries)[number]>(entries, 'all'))).toEqual(['general', 'hosting', 'hours']);
  });

  it('keeps the entries of the topic and those marked all, in their order', () => {
    expect(ids(entriesInCategory<Topic, (typeof entries)[number]>(entries, 'security'))).toEqual(['general', 'hosting']);
    expect(ids(entriesInCategory<Topic, (typeof entries)[number]>(entries, 'support'))).toEqual(['general', 'hours']);
  });
});

describe('entriesMatching', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(ids(entriesMatching(entries, ''))).toEqual(['general', 'hosting', 'hours']);
    expect(ids(entriesMatching(entries, '  – '))).toEqual(['general', 'hosting', 'hours']);
  });

  it('finds words in the question or in any paragraph of the answer, as parts of longer words', () => {
    expect(ids(entriesMatching(entries, 'daten'))).toEqual(['hosting']);
    expect(ids(entriesMatching(entries, 'aes'))).toEqual(['hosting']);
    expect(ids(entriesMatching(entries, 'freitag'))).toEqual(['hours']);
  });

  it('ignores case, umlauts and accents, and needs every word', () => {
    expect(ids(entriesMatching(entries, 'ZURICH'))).toEqual(['hosting']);
    expect(ids(entriesMatching(entries, 'zürich daten'))).toEqual(['hosting']);
    expect(ids(entriesMatching(entries, 'zürich support'))).toEqual([]);
  });

  it('finds nothing for a word no entry has', () => {
    expect(entriesMatching(entries, 'Blockchain')).toEqual([]);
  });
});

describe('normalising', () => {
  it('lowers case and drops diacritics', () => {
    expect(normaliseForSearch('Übersetzung À Zürich')).toBe('ubersetzung a zurich');
  });

  it('splits a query at anything that is not a letter or digit', () => {
    expect(queryWords(' AES-256,  Zürich! ')).toEqual(['aes', '256', 'zurich']);
  });
});

describe('categoryFromSlug', () => {
  const categories = [
    { id: 'all', slug: '' },
    { id: 'security', slug: 'sicherheit' },
    { id: 'support', slug: 'support' },
  ] as const;

  it('names the topic of a known slug', () => {
    expect(categoryFromSlug('sicherheit', categories)).toBe('security');
  });

  it('falls back to «Alle» for a missing, empty or unknown value', () => {
    expect(categoryFromSlug(null, categories)).toBe('all');
    expect(categoryFromSlug('', categories)).toBe('all');
    expect(categoryFromSlug('Sicherheit', categories)).toBe('all');
    expect(categoryFromSlug('<script>', categories)).toBe('all');
  });
});
