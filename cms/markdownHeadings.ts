/**
 * Headings typed as Markdown in the editor's rich-text mode: a paragraph
 * that starts with «## » is a subheading, as the body's hint says and as
 * the raw mode already reads it. Without this, Decap escaped the marks
 * (`\## Erstens`) and the page showed «##». A remark plugin, so both
 * directions (saving and opening a text) agree.
 */
import CMS from 'decap-cms-app';

interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MarkdownNode[];
}

const MARKS = /^\\?(#{2,6})[ \t]+/;

/** The article's own paragraphs only: a subheading never sits in a list or a quote. */
function headingsFromMarks(root: MarkdownNode) {
  root.children = (root.children ?? []).map((child) => {
    const [first, ...rest] = child.children ?? [];
    // Decap keeps a paragraph's plain text in `html` nodes on the way to Markdown, in `text` nodes on the way back.
    const marks = child.type === 'paragraph' && (first?.type === 'text' || first?.type === 'html') ? MARKS.exec(first.value ?? '') : null;
    return marks ? { type: 'heading', depth: marks[1]!.length, children: [{ ...first!, value: first!.value!.slice(marks[0].length) }, ...rest] } : child;
  });
}

export function registerMarkdownHeadings() {
  CMS.registerRemarkPlugin(() => (tree: MarkdownNode) => headingsFromMarks(tree));
}
