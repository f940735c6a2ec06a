import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { FaqBrowserContent, FaqCategory, FaqPageEntry } from '../../content/faq';
import { categoryFromSlug, entriesInCategory, entriesMatching, EVERY_CATEGORY } from '../../lib/faqFilter';
import { useHydrated } from '../../lib/useHydrated';

export interface FaqSelection {
  category: FaqCategory['id'];
  chooseCategory: (id: FaqCategory['id']) => void;
  query: string;
  setQuery: (query: string) => void;
  /** The entries of the category that match the query, in content order. */
  visible: FaqPageEntry[];
  /** The open answer, '' when all are closed. */
  openId: string;
  setOpenId: (id: string) => void;
}

/**
 * What the FAQ shows. The category lives in the address (`?kategorie=…`),
 * read only once hydrated: the prerendered page is the one for «Alle», and
 * the first render in the browser must equal it. An address ending in
 * `#<id>` opens that answer and brings it into view, under «Alle» if the
 * chosen topic would hide it; typing a search drops the `#id`.
 */
export function useFaqSelection(content: Pick<FaqBrowserContent, 'filter' | 'entries'>): FaqSelection {
  const { filter, entries } = content;
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const linked = hydrated ? entries.find((entry) => `#${entry.id}` === hash) : undefined;
  const [query, setQuery] = useState('');
  // The answer opened by hand belongs to the address it was opened at: a new `#id` opens its own.
  const [opened, setOpened] = useState<{ hash: string; id: string } | null>(null);
  const openId = opened?.hash === hash ? opened.id : (linked?.id ?? '');
  const urlCategory = hydrated ? categoryFromSlug(searchParams.get(filter.param), filter.categories) : EVERY_CATEGORY;
  const linkedHidden = linked !== undefined && entriesInCategory([linked], urlCategory).length === 0;
  const category = linkedHidden ? EVERY_CATEGORY : urlCategory;

  useEffect(() => {
    if (!linked) return;
    // The address should not name a topic the linked answer is not shown under.
    if (linkedHidden) navigate({ pathname, hash }, { replace: true, preventScrollReset: true });
    // After the answer has opened and the list has settled.
    const frame = window.requestAnimationFrame(() => document.getElementById(linked.id)?.scrollIntoView({ block: 'start' }));
    return () => window.cancelAnimationFrame(frame);
  }, [linked, linkedHidden, pathname, hash, navigate]);

  const chooseCategory = (id: FaqCategory['id']) => {
    const slug = filter.categories.find((entry) => entry.id === id)?.slug ?? '';
    // Replace, not push: a filter is a view of this page, Back leaves the page.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (id === EVERY_CATEGORY || !slug) params.delete(filter.param);
        else params.set(filter.param, slug);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return {
    category,
    chooseCategory,
    query,
    setQuery: (text) => {
      setQuery(text);
      // A search narrows the whole list; the address no longer names one answer.
      if (hash) navigate({ pathname, search }, { replace: true, preventScrollReset: true });
    },
    visible: entriesMatching(entriesInCategory(entries, category), query),
    openId,
    setOpenId: (id) => setOpened({ hash, id }),
  };
}
