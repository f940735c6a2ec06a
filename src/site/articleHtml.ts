import type { Nodes, Root } from 'mdast';
import { PICTURE_WIDTHS } from '../lib/picture';

/** Text as HTML's content or attribute value, without the soft hyphens set for the page (a feed reader sets its own lines). */
const html = (text: string) => text.replaceAll('\u00ad', '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Where the article is read from outside the site: its origin and its own address, for links that must stand on their own. */
export interface ArticleAddress {
  /** The site's origin, `https://…` without a trailing slash. */
  origin: string;
  /** The article's path on the site (`/de/blog/what-a-token-costs`). */
  path: string;
}

/** A link's address as a reader outside the site follows it: a path of the site or an anchor of the article made absolute. */
function absolute(url: string, address: ArticleAddress): string {
  if (url.startsWith('#')) return `${address.origin}${address.path}${url}`;
  if (url.startsWith('/')) return `${address.origin}${url}`;
  return url;
}

/**
 * An article's text as HTML for a feed reader, from the same syntax tree
 * the page renders (articleSource.ts): plain elements, no classes or
 * scripts, every link absolute, no soft hyphen. A picture is its JPEG or
 * PNG in the column's 2× width (a feed reader takes no `<picture>`), sized,
 * with its alt text. A node this does not know is left out.
 */
export function articleHtml(body: Root, address: ArticleAddress): string {
  const children = (node: { children: ReadonlyArray<Nodes> }) => node.children.map(render).join('');
  function render(node: Nodes): string {
    switch (node.type) {
      case 'root':
        return children(node);
      case 'paragraph':
        return `<p>${children(node)}</p>`;
      case 'heading': {
        const level = Math.min(Math.max(node.depth, 2), 4);
        return `<h${level}>${children(node)}</h${level}>`;
      }
      case 'list': {
        const items = children(node);
        if (!node.ordered) return `<ul>${items}</ul>`;
        return `<ol${node.start && node.start !== 1 ? ` start="${node.start}"` : ''}>${items}</ol>`;
      }
      case 'listItem':
        // A tight list's items hold their paragraph's words directly, as the page shows them.
        return `<li>${node.spread ? children(node) : node.children.map((child) => (child.type === 'paragraph' ? children(child) : render(child))).join('')}</li>`;
      case 'blockquote':
        return `<blockquote>${children(node)}</blockquote>`;
      case 'code':
        return `<pre><code${node.lang ? ` class="language-${html(node.lang)}"` : ''}>${html(node.value)}</code></pre>`;
      case 'table': {
        const [head, ...rows] = node.children;
        const row = (cells: typeof node.children[number], tag: 'th' | 'td') => `<tr>${cells.children.map((cell) => `<${tag}>${children(cell)}</${tag}>`).join('')}</tr>`;
        return `<table>${head ? `<thead>${row(head, 'th')}</thead>` : ''}<tbody>${rows.map((cells) => row(cells, 'td')).join('')}</tbody></table>`;
      }
      case 'thematicBreak':
        return '<hr>';
      case 'text':
        return html(node.value);
      case 'emphasis':
        return `<em>${children(node)}</em>`;
      case 'strong':
        return `<strong>${children(node)}</strong>`;
      case 'delete':
        return `<del>${children(node)}</del>`;
      case 'inlineCode':
        return `<code>${html(node.value)}</code>`;
      case 'break':
        return '<br>';
      case 'link':
        return `<a href="${html(absolute(node.url, address))}">${children(node)}</a>`;
      case 'image': {
        const picture = node.data?.picture;
        if (!picture) return '';
        const width = Math.min(picture.width, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!);
        const height = Math.round((picture.height * width) / picture.width);
        return `<img src="${html(absolute(picture.fallback.src, address))}" width="${width}" height="${height}" alt="${html(node.alt ?? '')}">`;
      }
      default:
        // Raw HTML and what else the build refuses never reach here; footnotes and definitions are left out, as on the page.
        return '';
    }
  }
  return render(body);
}
