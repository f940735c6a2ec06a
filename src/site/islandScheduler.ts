import { ISLAND_ATTRIBUTE, ISLAND_INDEX_ATTRIBUTE } from '../components/islandMarks';
import { readIslandData } from '../lib/islandData';
import { islandLoaders } from 'virtual:islands';
import { frameworkInPieces } from './frameworkPieces';
import type { ComponentLabels } from '../components/ComponentLabels';
import type { Integrations } from '../integrations/types';
import type { Locale } from '../lib/locales';

/**
 * When an island is loaded and hydrated: once it is within this distance of
 * the screen (IntersectionObserver's margin, in the viewport's own height),
 * so it is ready before a person scrolls to it; or the moment focus or a
 * press reaches it first. Nothing of it is fetched before: a page reads in
 * its first screen without paying for the islands further down, not even
 * for compiling their code.
 */
const NEAR_SCREEN = '150% 0px';

/**
 * Calls `start` once, a task after the browser has shown the prerendered
 * page (its paint timing entry, reported once the frame is presented), so
 * nothing an island needs competes with the first paint; or after the
 * page's `load` where the browser reports no first paint (Firefox left one
 * out for a page that followed another in the same tab).
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const later = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  if (document.readyState === 'complete') requestAnimationFrame(later);
  else window.addEventListener('load', () => requestAnimationFrame(later), { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The page's islands: each is loaded and hydrated as it nears the screen,
 * or as focus or a press reaches it. The framework is evaluated in pieces
 * first, a task apart (frameworkPieces.ts); React hydrates in slices. A page
 * without islands loads none of this.
 */
export function startIslands(context: { integrations: Integrations; locale: Locale }): void {
  const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (roots.length === 0) return;
  const data = readIslandData<ComponentLabels>();
  if (!data) return console.error('Inseln ohne ihre Daten (#island-data)');
  const started = new Set<HTMLElement>();

  const hydrate = (root: HTMLElement) => {
    if (started.has(root)) return;
    started.add(root);
    const source = root.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const index = Number(root.getAttribute(ISLAND_INDEX_ATTRIBUTE));
    const load = islandLoaders[source];
    if (!load) return console.error(`Unbekannte Insel «${source}»`);
    void frameworkInPieces()
      .then(() => Promise.all([import('./islandRuntime'), load()]))
      .then(([runtime, component]) => runtime.hydrateIsland(root, component as Parameters<typeof runtime.hydrateIsland>[1], data.props[index] ?? {}, index, { ...context, labels: data.labels }));
  };

  // Focus or a press that reaches an island before it is near (a keyboard, a quick tap) wants it at once.
  for (const type of ['focusin', 'pointerdown'] as const) {
    document.addEventListener(type, (event) => {
      const root = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
      if (root && roots.includes(root)) hydrate(root);
    });
  }

  afterFirstPaint(() => {
    // A root is laid out as its parent's own children (display: contents) and has no box to observe: its first element has.
    const rootOf = new Map(roots.map((root) => [root.firstElementChild ?? root, root]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          hydrate(rootOf.get(entry.target)!);
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    for (const target of rootOf.keys()) observer.observe(target);
  });
}
