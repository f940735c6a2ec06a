/**
 * Where a key moves focus in a row of `count` titles or tabs, as the
 * WAI-ARIA accordion and tabs patterns describe it: the arrows of the
 * list's direction step and wrap at both ends, Home and End jump; null for
 * any other key.
 */
export function listKeyTarget(key: string, index: number, count: number, direction: 'vertical' | 'horizontal'): number | null {
  const [previous, next] = direction === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
