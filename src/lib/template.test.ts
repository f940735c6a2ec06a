import { describe, expect, it } from 'vitest';
import { fillIn } from './template';
import { formatterFor } from './format';

describe('words with places for values', () => {
  it('fills each place with its value, every time it appears', () => {
    expect(fillIn('{path} leitet auf {target} weiter', { path: '/de/blog', target: '/de' })).toBe('/de/blog leitet auf /de weiter');
    expect(fillIn('{title} / {description}', { title: 55, description: 142 })).toBe('55 / 142');
    expect(fillIn('{count} Zeichen, {count} erlaubt', { count: 3 })).toBe('3 Zeichen, 3 erlaubt');
  });

  it('refuses a place it has no value for, naming it, so a typo cannot reach a page', () => {
    expect(() => fillIn('Auf allen {pagecount} Seiten', { pageCount: 32 })).toThrow('«Auf allen {pagecount} Seiten» has no value for {pagecount}');
  });
});

describe('a count in words', () => {
  const seats = { de: { one: '{count} weitere Person', other: '{count} weitere Personen' }, fr: { one: '{count} personne supplémentaire', other: '{count} personnes supplémentaires' } };

  it('takes the singular for one in German, for zero and one in French', () => {
    const german = formatterFor('de-CH');
    const french = formatterFor('fr-CH');
    expect([0, 1, 2].map((count) => german.count(seats.de, count))).toEqual(['0 weitere Personen', '1 weitere Person', '2 weitere Personen']);
    expect([0, 1, 2].map((count) => french.count(seats.fr, count))).toEqual(['0 personne supplémentaire', '1 personne supplémentaire', '2 personnes supplémentaires']);
  });

  it('writes the count as the language writes figures', () => {
    expect(formatterFor('de-CH').count(seats.de, 12500)).toBe('12’500 weitere Personen');
    expect(formatterFor('fr-CH').count(seats.fr, 12500)).toBe('12\u202f500 personnes supplémentaires');
  });
});
