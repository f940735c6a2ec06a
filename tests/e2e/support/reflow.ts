import type { Page } from 'playwright-core';

/** WCAG 2.2 1.4.10: content at 320 CSS px (400 % zoom of a 1280 px screen) needs no sideways scrolling. */
export const REFLOW_WIDTH = 320;

/**
 * WCAG 2.2 1.4.12's text spacing, as a reader's stylesheet sets it: line
 * height 1.5 × the font size, letter spacing 0.12 em, word spacing 0.16 em,
 * 2 em after each paragraph. Nothing may be cut off or pushed sideways.
 */
export const textSpacingStylesheet = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * How far the page scrolls sideways, and the elements that stick out past
 * the viewport's right edge inside a parent that does not (where the
 * overflow starts, described by tag, class and text) — also where an
 * ancestor hides the overflow rather than scroll it, which would cut the
 * content off instead. An element inside a
 * container that scrolls sideways by design (a table's region) is fine.
 */
export function sidewaysOverflow(page: Page): Promise<{ scrollsBy: number; stickingOut: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollsBy = document.documentElement.scrollWidth - viewport;
    const scrollsItself = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const outside = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 1) return false;
      const style = getComputedStyle(element);
      // Fixed layers that leave the screen on purpose (a closed drawer) and visually hidden text.
      if (style.visibility === 'hidden' || style.position === 'fixed' || (box.width <= 1 && box.height <= 1)) return false;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (scrollsItself(ancestor) || getComputedStyle(ancestor).position === 'fixed') return false;
      }
      return true;
    });
    // Where the overflow starts: an element that sticks out inside a parent that does not.
    const outsideSet = new Set(outside);
    const origins = outside.filter((element) => !outsideSet.has(element.parentElement!));
    const stickingOut = origins.map((element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
      return `${element.tagName.toLowerCase()}${name} «${text}» +${Math.round(element.getBoundingClientRect().right - viewport)} px`;
    });
    return { scrollsBy, stickingOut };
  });
}

/**
 * Whether the page reflows at 320 px, and at 320 and 390 px with WCAG's
 * text spacing; every width gives its findings (none when it reflows). The
 * page ends as it was met: at `restoreWidth`, without the stylesheet.
 */
export async function reflowFindings(page: Page, restoreWidth: { width: number; height: number }): Promise<Record<string, { scrollsBy: number; stickingOut: string[] }>> {
  const findings: Record<string, { scrollsBy: number; stickingOut: string[] }> = {};
  const at = async (label: string, width: number) => {
    await page.setViewportSize({ width, height: restoreWidth.height });
    findings[label] = await sidewaysOverflow(page);
  };
  await at(`${REFLOW_WIDTH} px`, REFLOW_WIDTH);
  const spacing = await page.addStyleTag({ content: textSpacingStylesheet });
  await at(`${REFLOW_WIDTH} px, text spacing`, REFLOW_WIDTH);
  await at(`${restoreWidth.width} px, text spacing`, restoreWidth.width);
  await spacing.evaluate((element) => (element as HTMLElement).remove());
  await page.setViewportSize(restoreWidth);
  return findings;
}
