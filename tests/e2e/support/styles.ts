import type { Page } from 'playwright-core';

/**
 * Class names in styled-components' sheet that no element of the page
 * carries. Right after hydration there should be none: every rule belongs
 * to something rendered. When the browser names a component differently
 * from the prerenderer, React keeps the prerendered class names while it
 * hydrates, and styled-components inserts every rule a second time under
 * names nothing uses (before the fix: 11 to 23 on /de, /de/faq, /de/academy).
 */
export function unusedStyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((style) => [...(style.sheet?.cssRules ?? [])]);
    // Rules inside @media and @supports blocks are rules too.
    const flat = rules.flatMap((rule) => ('cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules] : [rule]));
    const classes = flat.flatMap((rule) => [...((rule as CSSStyleRule).selectorText ?? '').matchAll(/\.([\w-]+)/g)].map((match) => match[1]!));
    return [...new Set(classes)].filter((name) => !used.has(name));
  });
}
