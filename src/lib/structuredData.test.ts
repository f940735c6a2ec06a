import { describe, expect, it } from 'vitest';
import { faqPageStructuredData } from './structuredData';

describe('faqPageStructuredData', () => {
  it('lists every entry in order as a Question with its answer paragraphs', () => {
    const data = faqPageStructuredData([
      { question: 'Wie lange dauert es?', answer: ['Rund zwei Wochen.', 'Mit Workshop.'] },
      { question: 'Wo liegen die Daten?', answer: ['In der Schweiz.'] },
    ], 'de-CH');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Wie lange dauert es?', acceptedAnswer: { '@type': 'Answer', text: 'Rund zwei Wochen.\n\nMit Workshop.' } },
      { '@type': 'Question', name: 'Wo liegen die Daten?', acceptedAnswer: { '@type': 'Answer', text: 'In der Schweiz.' } },
    ]);
  });
});
