import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Image, Nodes, Root, Table, TableCell } from 'mdast';
import { CodeBlock } from '../../components/CodeBlock';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { TableRegion } from '../../components/TableRegion';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { outlineOf, textOf } from '../../content/articleSource';
import { fillIn, type Template } from '../../lib/template';
import { theme } from '../../design/theme';
import { inlineCodeSurface } from '../../components/surfaces';

export interface ArticleBodyLabels {
  /** Names a heading's anchor link, `{heading}` its text («Link zum Abschnitt «{heading}»»). */
  headingLink: Template;
  /** Names a code example («Codebeispiel»). */
  codeLabel: string;
  /** Names a table that scrolls sideways on a narrow screen («Tabelle im Artikel»). */
  tableLabel: string;
}

export interface ArticleBodyProps {
  /** The article's text as a Markdown syntax tree (mdast), read at build time from its file (src/content/blogArticles.ts). */
  body: Root;
  labels: ArticleBodyLabels;
}

const Prose = styled.div`
  max-width: ${theme.measure.text};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.body};
  overflow-wrap: break-word;

  & > * + * {
    margin-top: ${theme.space[5]};
  }
  /*
   * Where a browser hyphenates by itself (Safari, Firefox, Chrome on
   * Android and macOS) it keeps the build's rules for the soft hyphens
   * (src/content/articleTypesetting.ts): three letters on either side,
   * words of twelve or more, two hyphenated lines in a row at most.
   */
  p,
  li {
    hyphenate-limit-chars: 12 3 3;
    hyphenate-limit-lines: 2;
    -webkit-hyphenate-limit-before: 3;
    -webkit-hyphenate-limit-after: 3;
    -webkit-hyphenate-limit-lines: 2;
  }
  & > h2 {
    margin-top: ${theme.space[7]};
  }
  & > h3,
  & > h4 {
    margin-top: ${theme.space[6]};
  }
  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeights.snug};
    scroll-margin-top: ${theme.space[9]};
    /* A heading is read at a glance: no word of it breaks (the build sets no soft hyphen in it either). */
    hyphens: manual;
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  h4 {
    font-size: ${theme.fontSizes.md};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]};
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: ${theme.space[2]};
  }
  blockquote {
    margin-left: 0;
    padding-left: ${theme.space[5]};
    border-left: ${theme.borderWidths.heavy} solid ${theme.colors.accent};
    color: ${theme.colors.inkMuted};
  }
  blockquote > * + * {
    margin-top: ${theme.space[3]};
  }
  /* Code in a sentence, a step smaller than its words; a code block sets its own size (CodeBlock). */
  :not(pre) > code {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
    padding: 0 ${theme.space[1]};
    ${inlineCodeSurface({ ground: 'surfaceStrong', edge: 'none' })}
  }
  hr {
    border: 0;
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.md};
  }
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
    /* A column widens to its longest word, and the table scrolls sideways in its region instead. */
    hyphens: manual;
  }
  th {
    font-weight: ${theme.fontWeights.semibold};
    border-bottom-width: ${theme.borderWidths.thick};
    border-bottom-color: ${theme.colors.ink};
  }
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }
  /* A column of figures: right-aligned, each digit as wide as the next, so places stand under one another. */
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  figure {
    margin: ${theme.space[6]} 0;
  }
  figcaption {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** A heading's own link, after its words: it shows on hover and focus, and always on a touch screen. */
const Anchor = styled.a`
  margin-left: ${theme.space[2]};
  color: ${theme.colors.inkMuted};
  /* Underlined like every link in text (WCAG 1.4.1): its colour alone would not set it apart. */
  text-decoration: underline;
  text-underline-offset: 0.15em;
  opacity: 0;

  h2:hover > &,
  h3:hover > &,
  h4:hover > &,
  &:focus-visible {
    opacity: 1;
  }
  @media (hover: none) {
    opacity: 1;
  }
`;

/** A figure as a table cell holds one: an amount, a count, a share, with its unit («1’500», «CHF 9.99», «12 %», «~700», «-3»). */
const FIGURE = /^[~<>+-]?\s*(?:CHF\s?)?\d[\d'’.,\s]*(?:%|CHF|kB|MB|GB|TB|ms|s|h)?$/u;

/** Whether every cell of a column under its heading holds a figure. */
function isNumericColumn(table: Table, column: number): boolean {
  const rows = table.children.slice(1);
  return rows.length > 0 && rows.every((row) => FIGURE.test(textOf(row.children[column] ?? { type: 'tableCell', children: [] }).trim()));
}

/** Renders the article's tree: the site's own elements and components, no HTML of the file's (the build refuses any). */
function renderBody(body: Root, labels: ArticleBodyLabels): ReactNode {
  // Each heading's id as the article's outline gives it, so a table of contents names the same.
  const headingIds = outlineOf(body).map((heading) => heading.id);
  let headings = 0;
  let tables = 0;
  const children = (node: { children: ReadonlyArray<Nodes> }) => node.children.map((child, index) => <Fragment key={index}>{render(child)}</Fragment>);
  const cell = (table: Table, node: TableCell, column: number, header: boolean) => {
    const align = table.align?.[column] ?? undefined;
    // A column of figures aligns right unless the file aligns it otherwise.
    const numeric = !align && isNumericColumn(table, column) ? '' : undefined;
    return header ? (
      <th key={column} scope="col" data-align={align ?? undefined} data-numeric={numeric}>
        {children(node)}
      </th>
    ) : (
      <td key={column} data-align={align ?? undefined} data-numeric={numeric}>
        {children(node)}
      </td>
    );
  };

  /** The first picture near the top loads at once, every other when the reader nears it. */
  const nearTop = new Set(body.children.slice(0, 2));
  const picture = (node: Image, loading: 'eager' | 'lazy') =>
    node.data?.picture ? <ResponsivePicture picture={node.data.picture} alt={node.alt ?? ''} loading={loading} /> : null;

  function render(node: Nodes): ReactNode {
    switch (node.type) {
      case 'root':
        return children(node);
      case 'paragraph': {
        // A picture on a line of its own is a figure of the text, its title (`![…](… "Caption")`) its caption.
        const [only] = node.children;
        if (node.children.length === 1 && only?.type === 'image') {
          return (
            <figure>
              {picture(only, nearTop.has(node) ? 'eager' : 'lazy')}
              {only.title && <figcaption>{only.title}</figcaption>}
            </figure>
          );
        }
        return <p>{children(node)}</p>;
      }
      case 'image':
        return picture(node, 'lazy');
      case 'heading': {
        const id = headingIds[headings++]!;
        const Tag = (['h2', 'h2', 'h3', 'h4'] as const)[Math.min(node.depth, 4) - 1]!;
        return (
          <Tag id={id} tabIndex={-1}>
            {children(node)}
            <Anchor href={`#${id}`} aria-label={fillIn(labels.headingLink, { heading: textOf(node) })}>
              #
            </Anchor>
          </Tag>
        );
      }
      case 'list': {
        const items = children(node);
        return node.ordered ? <ol start={node.start && node.start !== 1 ? node.start : undefined}>{items}</ol> : <ul>{items}</ul>;
      }
      case 'listItem':
        // A tight list's items hold their paragraph's words directly.
        return <li>{node.spread ? children(node) : node.children.map((child, index) => <Fragment key={index}>{child.type === 'paragraph' ? children(child) : render(child)}</Fragment>)}</li>;
      case 'blockquote':
        return <blockquote>{children(node)}</blockquote>;
      case 'code':
        return <CodeBlock code={node.value} language={node.lang ?? ''} label={node.lang ? `${labels.codeLabel}: ${node.lang}` : labels.codeLabel} />;
      case 'table': {
        tables += 1;
        const captionId = `article-table-${tables}`;
        const [head, ...rows] = node.children;
        return (
          <TableRegion labelledBy={captionId}>
            <table>
              <caption id={captionId}>
                <VisuallyHidden>{labels.tableLabel}</VisuallyHidden>
              </caption>
              {head && (
                <thead>
                  <tr>{head.children.map((headCell, column) => cell(node, headCell, column, true))}</tr>
                </thead>
              )}
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>{row.children.map((rowCell, column) => cell(node, rowCell, column, false))}</tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        );
      }
      case 'thematicBreak':
        return <hr />;
      case 'text':
        return node.value;
      case 'emphasis':
        return <em>{children(node)}</em>;
      case 'strong':
        return <strong>{children(node)}</strong>;
      case 'delete':
        return <del>{children(node)}</del>;
      case 'inlineCode':
        return <code>{node.value}</code>;
      case 'break':
        return <br />;
      case 'link':
        return <a href={node.url}>{children(node)}</a>;
      default:
        // Raw HTML and what else the build refuses never reach here; footnotes and definitions are left out.
        return null;
    }
  }
  return render(body);
}

/**
 * An article's text: headings with their anchors, paragraphs, lists,
 * quotations, tables (scrolling sideways inside a named region where they
 * are wider than the screen), code in the site's code block, links,
 * pictures in the widths and formats the build made of them. All
 * rendered at build time from the article's Markdown: no HTML of the
 * file's own reaches the page, and nothing here runs in the browser.
 */
export function ArticleBody({ body, labels }: ArticleBodyProps) {
  return <Prose>{renderBody(body, labels)}</Prose>;
}
