import { describe, expect, it } from 'vitest';
import { islandDataScript, islandJson } from './islandData';

describe("an island's props as the page carries them", () => {
  it('are JSON: words, figures, lists, nested objects, null', () => {
    const props = { content: { title: 'Tokens', kinds: [{ id: 'blog', tokens: 2500 }] }, initialCounts: {}, note: null, flag: true };
    expect(JSON.parse(islandJson(props, '/de/pricing'))).toEqual(props);
  });

  it('refuse what JSON would drop or flatten, naming where it sits', () => {
    expect(() => islandJson({ content: { furtherSeats: (count: number) => `${count}` } }, '/de/academy')).toThrow('/de/academy: props.content.furtherSeats is a function, which JSON cannot carry to the browser');
    expect(() => islandJson({ items: [{ icon: Symbol('icon') }] }, '/de')).toThrow('props.items[0].icon is a symbol');
    expect(() => islandJson({ when: new Date(0) }, '/de')).toThrow('props.when is an instance of Date');
  });

  it('cannot end their script element early, whatever the words hold', () => {
    const script = islandDataScript({ labels: {}, props: [{ text: '</script><script>alert(1)</script>' }] }, '/de');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script>');
  });
});
