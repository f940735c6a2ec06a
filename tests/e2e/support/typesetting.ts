import type { Page } from 'playwright-core';

/*
 * What a reviewer sees on a narrow phone and no rule of axe or reflow
 * measures: a word cut across two lines with no hyphen drawn, a box that
 * scrolls sideways and cuts its content without a sign that it does, and
 * labels drawn over one another. Each finding names the element and the
 * text, so the report says where to look.
 */

export interface TypesettingFindings {
  /** Words split across lines where no hyphen is drawn: «tag «Unternehme|n»». */
  cutWords: string[];
  /** Boxes that scroll sideways, have more than they show, and draw no shade at the edge. */
  unmarkedScrollBoxes: string[];
  /** Pieces of text whose boxes overlap: «span «80%» over span «100%»». */
  overlappingText: string[];
  /** Paragraphs of an article with more than two lines in a row that end in a hyphen: «p «Grundsätzlich führen…» 3 in a row». */
  hyphenRuns: string[];
}

export function typesettingFindings(page: Page): Promise<TypesettingFindings> {
  return page.evaluate(() => {
    const describe = (element: Element, text: string) => `${element.tagName.toLowerCase()} «${text.replace(/\s+/g, ' ').trim().slice(0, 40)}»`;
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    // What a reader reads: text in the page, shown, not in a fixed layer (the consent banner over the page is meant to cover it), not visually hidden.
    const readable = (element: Element) => {
      if (element.closest('script, style, noscript, template, [hidden]')) return false;
      // A closed <details> shows its summary alone; the rest keeps boxes the browser does not draw.
      if (element.closest('details:not([open]) > :not(summary)')) return false;
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed' || style.position === 'sticky') return false;
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
      }
      return true;
    };
    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.data.trim() && node.parentElement && readable(node.parentElement)) textNodes.push(node);
    }

    const range = document.createRange();
    const cutWords: string[] = [];
    for (const node of textNodes) {
      // Code is cut where it must; an address or a file name breaks at any character without a hyphen by convention.
      if (node.parentElement!.closest('pre, code')) continue;
      for (const match of node.data.matchAll(/[\p{L}\p{N}’'./@\u00ad-]+/gu)) {
        const word = match[0];
        if (word.length < 2 || /[./@]\p{L}/u.test(word)) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        if (lines(range) < 2) continue;
        // Where the word leaves the line.
        let at = 1;
        for (; at < word.length; at += 1) {
          range.setEnd(node, match.index + at + 1);
          if (lines(range) > 1) break;
        }
        // After a hyphen of its own, or a soft hyphen (where the browser draws one), the word is not cut.
        if (['-', '–', '\u00ad'].includes(word[at - 1]!)) continue;
        cutWords.push(`${describe(node.parentElement!, '')} «${word.slice(0, at)}|${word.slice(at)}»`.replace(' «» ', ' '));
      }
    }

    const unmarkedScrollBoxes = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1 && readable(element);
      })
      // The sign: a shade fixed to the box and a cover that scrolls with its content (src/components/scrollHint.ts).
      .filter((element) => {
        const style = getComputedStyle(element);
        return !(style.backgroundImage.includes('gradient') && style.backgroundAttachment.includes('local'));
      })
      .map((element) => `${describe(element, element.textContent ?? '')} shows ${element.clientWidth} of ${element.scrollWidth} px`);

    // Each text's lines as boxes; two texts overlap where boxes of theirs share more than a sliver.
    const boxes = textNodes.flatMap((node) => {
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1).map((rect) => ({ node, rect }));
    });
    const overlappingText: string[] = [];
    const SLIVER = 2;
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.node === b.node) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > SLIVER && down > SLIVER) overlappingText.push(`${describe(a.node.parentElement!, a.node.data)} over ${describe(b.node.parentElement!, b.node.data)}`);
      }
    }
    // In an article's running text, no more than two lines in a row end in a hyphen (a soft one drawn, or a word's own).
    const hyphenRuns: string[] = [];
    const topOf = (node: Text, at: number, last: boolean) => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const rect = last ? rects.at(-1) : rects[0];
      return rect ? Math.round(rect.top) : null;
    };
    for (const block of document.querySelectorAll('main article p, main article li')) {
      if (block.querySelector('p, li') || !/[\u00ad-]/.test(block.textContent ?? '') || !readable(block)) continue;
      range.selectNodeContents(block);
      // The block's lines: its boxes' tops, those of one line (a link's box starts a few pixels from its text's) taken as one.
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)).sort((a, b) => a - b);
      const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 6);
      const hyphenated = new Set<number>();
      for (const node of textNodes.filter((candidate) => block.contains(candidate))) {
        for (let at = 1; at < node.data.length - 1; at += 1) {
          if (node.data[at] !== '\u00ad' && node.data[at] !== '-') continue;
          const before = topOf(node, at - 1, false);
          const after = topOf(node, at + 1, true);
          if (before !== null && after !== null && after > before) hyphenated.add(before);
        }
      }
      let run = 0;
      let longest = 0;
      for (const line of lines) {
        // A line's boxes may start a pixel or two apart (a link, a code span): the nearest hyphenated top counts.
        run = [...hyphenated].some((top) => Math.abs(top - line) <= 6) ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      if (longest > 2) hyphenRuns.push(`${describe(block, block.textContent ?? '')} ${longest} in a row`);
    }
    return { cutWords, unmarkedScrollBoxes, overlappingText, hyphenRuns };
  });
}
