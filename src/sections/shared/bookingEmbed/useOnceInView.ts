import { useEffect, type RefObject } from 'react';

/**
 * Calls `onInView` once, the first time the element scrolls into view while
 * `enabled` holds; nothing is observed otherwise.
 */
export function useOnceInView(ref: RefObject<Element | null>, enabled: boolean, onInView: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onInView();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, onInView]);
}
