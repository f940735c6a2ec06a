import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from './useHydrated';

/** One object for every kept element, so React never sees the inner HTML change and rewrite it. */
const keptHtml = { __html: '' };

/**
 * Marks the elements whose content is kept as prerendered, on the server as
 * in the browser; the end-to-end visitor pass checks that nothing inside
 * them needs React (a control).
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html';

/**
 * The props of an element whose content never responds to input: spread
 * them on the element instead of giving it `content` as children. While
 * React hydrates the prerendered page, they keep the element's prerendered
 * content as it is: React neither renders nor hydrates what is inside, which
 * is most of a long page's hydration work. Everywhere else (a page reached
 * by client-side navigation, Storybook) and when not `enabled`, they carry
 * `content` as the element's children.
 *
 * The element may be any: a section, a structured-data script
 * (JsonLdScript), an icon's drawing (src/lib/contentIcons.tsx).
 *
 * Plain links inside stay links: the site navigates them client-side,
 * reports the conversions they carry and follows jump links within the
 * page as TableOfContents does (src/site/usePlainLinks.ts). Anything with a
 * handler, state or an effect (a button, a form, an accordion, a link with an
 * action of its own, an `<img>` with a fallback) must not be inside. A content drawing may: the prerendered page
 * has it written in, with nothing left to load or fail (ImageWithFallback).
 */
export function useStaticHtml<E extends Element>(content: ReactNode, enabled = true) {
  const [kept, setKept] = useState(() => enabled && isHydrating());
  const ref = useRef<E>(null);
  // Should React ever create this element afresh while the page hydrates (a
  // hydration error makes it render the tree from scratch), there is no
  // prerendered content to keep: render the children before the paint.
  useLayoutEffect(() => {
    if (kept && !ref.current?.hasChildNodes()) setKept(false);
  }, [kept]);
  if (!enabled) return { children: content };
  const marker = { [STATIC_HTML_ATTRIBUTE]: '' };
  return kept ? { ...marker, ref, dangerouslySetInnerHTML: keptHtml, suppressHydrationWarning: true } : { ...marker, children: content };
}

/**
 * Like useStaticHtml, for content that exists as markup only where the page
 * is prerendered (a drawing read from `public/` at build time): the server
 * writes `html` into the element, and hydration keeps what it wrote. Null
 * where there is nothing to keep (the browser rendering afresh, Storybook, or
 * `enabled` false): the caller renders its other form.
 */
export function useStaticMarkup<E extends Element>(html: string | undefined, enabled: boolean) {
  const [kept, setKept] = useState(() => enabled && html === undefined && isHydrating());
  const ref = useRef<E>(null);
  // As in useStaticHtml: an element React created afresh has nothing to keep.
  useLayoutEffect(() => {
    if (kept && !ref.current?.hasChildNodes()) setKept(false);
  }, [kept]);
  if (!enabled) return null;
  const marker = { [STATIC_HTML_ATTRIBUTE]: '' };
  if (html !== undefined) return { ...marker, dangerouslySetInnerHTML: { __html: html } };
  return kept ? { ...marker, ref, dangerouslySetInnerHTML: keptHtml, suppressHydrationWarning: true } : null;
}
