// What is still light on a page shown in the dark theme. One function, run
// in the page: the end-to-end visitor pass hands it to the browser
// (page.evaluate), the dark page stories call it in their play. It reads
// nothing from outside itself, so it can travel as its source.

/**
 * Every visible element larger than a mark (a number's disc, the consent
 * switch's knob may be light; a band, a card or a panel may not) whose own
 * background is light (relative luminance over 0.4), but the plates the
 * dark theme keeps light on purpose (`allowed`, hex), described by tag,
 * classes, text and colour. Images, drawings and third parties' frames keep
 * their own colours and are not looked at; an element off the page until
 * focused (the skip link) is not either.
 * @param {{ allowed: ReadonlyArray<string>, minArea?: number }} options
 * @returns {string[]}
 */
export function findLightSurfaces({ allowed, minArea = 2500 }) {
  const channel = (v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const hex = (r, g, b) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const found = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg, iframe, img, picture, video')) continue;
    const style = getComputedStyle(element);
    const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(style.backgroundColor);
    if (!match || Number(match[4] ?? 1) < 0.5) continue;
    const [r, g, b] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b) <= 0.4 || allowed.includes(hex(r, g, b))) continue;
    const box = element.getBoundingClientRect();
    if (box.width * box.height < minArea || box.bottom <= 0 || box.right <= 0 || style.visibility === 'hidden') continue;
    found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} «${(element.textContent ?? '').trim().slice(0, 40)}» ${hex(r, g, b)}`);
  }
  return found;
}
