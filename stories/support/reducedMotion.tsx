import { useLayoutEffect, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { reducedMotionRules } from '../../src/design/GlobalStyle';

/**
 * The toolbar's reduced-motion toggle. A page cannot switch the browser's
 * `prefers-reduced-motion` itself, so the preview does what the preference
 * does in the site: the global style's reduced-motion rules apply (every
 * transition and animation ends at once, the 300 ms page fade included), and
 * `matchMedia('(prefers-reduced-motion: reduce)')` answers true for the code
 * that asks it (the page fade's delay in GlobalStyle, smooth scrolling in jumpTo).
 */
export const REDUCED_MOTION_GLOBAL = 'reducedMotion';

const ReducedMotionStyle = createGlobalStyle`
  ${reducedMotionRules}
`;

const REDUCE_QUERY = /prefers-reduced-motion:\s*reduce/;
const NO_PREFERENCE_QUERY = /prefers-reduced-motion:\s*no-preference/;

function answering(original: typeof window.matchMedia): typeof window.matchMedia {
  return (query) => {
    const list = original.call(window, query);
    const reduce = REDUCE_QUERY.test(query);
    if (!reduce && !NO_PREFERENCE_QUERY.test(query)) return list;
    // The answer is fixed while the toggle is on; listeners still go to the real list.
    return {
      matches: reduce,
      media: query,
      onchange: null,
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    };
  };
}

/** Wraps a story while the toggle is on. */
export function ReducedMotion({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const original = window.matchMedia;
    window.matchMedia = answering(original);
    return () => {
      window.matchMedia = original;
    };
  }, []);
  return (
    <>
      <ReducedMotionStyle />
      {children}
    </>
  );
}
