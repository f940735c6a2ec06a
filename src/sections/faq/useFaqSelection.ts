import { useEffect, useState } from 'react';
import type { FaqBrowserContent, FaqCategory, FaqPageEntry } from '../../content/faq';
import { categoryFromSlug, entriesInCategory, entriesMatching, EVERY_CATEGORY } from '../../lib/faqFilter';
import { useAddress, useAddressBar } from '../../lib/address';

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
 * read once hydrated (useAddress): the prerendered page is the one for
 * «Alle», and the first render in the browser must equal it. An address ending in
 * `#<id>` opens that answer and brings it into view, under «Alle» if the
 * chosen topic would hide it; typing a search drops the `#id`.
 */
export function useFaqSelection(content: Pick<FaqBrowserContent, 'filter' | 'entries'>): FaqSelection {
  const { filter, entries } = content;
  const address = useAddressBar();
  const { search, hash } = useAddress();
  const linked = entries.find((entry) => `#${entry.id}` === hash);
  const [query, setQuery] = useState('');
  // The answer opened by hand belongs to the address it was opened at: a new `#id` opens its own.
  const [opened, setOpened] = useState<{ hash: string; id: string } | null>(null);
  const openId = opened?.hash === hash ? opened.id : (linked?.id ?? '');
  const urlCategory = categoryFromSlug(new URLSearchParams(search).get(filter.param), filter.categories);
  const linkedHidden = linked !== undefined && entriesInCategory([linked], urlCategory).length === 0;
  const category = linkedHidden ? EVERY_CATEGORY : urlCategory;

  useEffect(() => {
    if (!linked) return;
    // The address should not name a topic the linked answer is not shown under.
    if (linkedHidden) address.replace({ search: '' });
    // After the answer has opened and the list has settled.
    const frame = window.requestAnimationFrame(() => document.getElementById(linked.id)?.scrollIntoView({ block: 'start' }));
    return () => window.cancelAnimationFrame(frame);
  }, [linked, linkedHidden, address]);

  const chooseCategory = (id: FaqCategory['id']) => {
    const slug = filter.categories.find((entry) => entry.id === id)?.slug ?? '';
    // Replace, not push: a filter is a view of this page, Back leaves the page.
    const params = new URLSearchParams(address.current().search);
    if (id === EVERY_CATEGORY || !slug) params.delete(filter.param);
    else params.set(filter.param, slug);
    const query = params.toString();
    address.replace({ search: query ? `?${query}` : '' });
  };

  return {
    category,
    chooseCategory,
    query,
    setQuery: (text) => {
      setQuery(text);
      // A search narrows the whole list; the address no longer names one answer.
      if (hash) address.replace({ hash: '' });
    },
    visible: entriesMatching(entriesInCategory(entries, category), query),
    openId,
    setOpenId: (id) => setOpened({ hash, id }),
  };
}
