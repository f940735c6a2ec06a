import { all, documentOf, listen, within, type Behaviour } from '../../components/behaviours/behaviour';
import { layout } from '../../design/tokens';

/** Marks the site header, which says in `data-scrolled` whether the page is scrolled (its look follows). */
export const HEADER_ATTRIBUTE = 'data-site-header';
/** A header whose look is fixed (a story's): the page's scrolling leaves it. */
export const FIXED_LOOK_ATTRIBUTE = 'data-fixed-look';

/** The header turns translucent once the page is scrolled more than 10 px (spec §2). */
export const headerScroll: Behaviour = (root) => {
  const view = documentOf(root).defaultView;
  if (!view) return () => undefined;
  const update = () => {
    const scrolled = String(view.scrollY > layout.headerScrollThreshold);
    for (const header of within(root, `[${HEADER_ATTRIBUTE}]:not([${FIXED_LOOK_ATTRIBUTE}])`)) if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  return all(listen(view, 'scroll', update, { passive: true }));
};
