import { ISLAND_ATTRIBUTE, ISLAND_INDEX_ATTRIBUTE } from '../components/islandMarks';
import { readIslandData } from '../lib/islandData';
import { isIslandName, islandLoaders } from './islands';
import type { ComponentLabels } from '../components/ComponentLabels';
import type { Integrations } from '../integrations/types';
import type { Locale } from '../lib/locales';

/**
 * When an island is hydrated: once it is within this distance of the screen
 * (IntersectionObserver's margin, in the viewport's own height), so it is
 * ready before a person scrolls to it; or the moment focus or a press
 * reaches it first. A page reads in its first screen without paying for
 * the islands further down.
 */
const NEAR_SCREEN = '150% 0px';

/** Preloading a chunk costs the main thread a little (a phone: a few ms): a few per task. */
const PRELOADS_PER_TASK = 4;

/** The attribute on the boot script that lists the chunks the page's islands need (the build writes it). */
export const ISLAND_CHUNKS_ATTRIBUTE = 'data-island-chunks';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Calls `start` when the browser is idle; after a short wait where it cannot tell (WebKit). */
const whenIdle = (start: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => start(), { timeout: 2000 }) : setTimeout(start, 200));

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
 * Fetches (and compiles) the islands' chunks without running them: they are
 * ready when an island is wanted. Resolves once every one has arrived or
 * failed: an island imports its code only then, since Firefox failed a
 * preload that an import of the same file overtook.
 */
async function preload(hrefs: ReadonlyArray<string>): Promise<void> {
  const arrivals: Array<Promise<unknown>> = [];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      arrivals.push(
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
      );
      document.head.append(link);
    }
    await nextTask();
  }
  await Promise.all(arrivals);
}

/**
 * The page's islands: after the first paint, when the browser is idle,
 * their code is fetched; each is hydrated as it nears the screen, or as
 * focus or a press reaches it. A page without islands loads none of this.
 */
export function startIslands(context: { integrations: Integrations; locale: Locale }): void {
  const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (roots.length === 0) return;
  const data = readIslandData<ComponentLabels>();
  if (!data) return console.error('Inseln ohne ihre Daten (#island-data)');
  const started = new Set<HTMLElement>();
  /** The preloads of the islands' chunks, once begun: an island waits for them before it imports its code. */
  let preloaded: Promise<void> = Promise.resolve();

  const hydrate = (root: HTMLElement) => {
    if (started.has(root)) return;
    started.add(root);
    const name = root.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const index = Number(root.getAttribute(ISLAND_INDEX_ATTRIBUTE));
    if (!isIslandName(name)) return console.error(`Unbekannte Insel «${name}»`);
    void preloaded
      .then(() => Promise.all([import('./islandRuntime'), islandLoaders[name]()]))
      .then(([runtime, component]) => runtime.hydrateIsland(root, component as Parameters<typeof runtime.hydrateIsland>[1], data.props[index] ?? {}, index, { ...context, labels: data.labels }));
  };

  // Focus or a press that reaches an island before it is near (a keyboard, a quick tap) wants it at once.
  for (const type of ['focusin', 'pointerdown'] as const) {
    document.addEventListener(type, (event) => {
      const root = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
      if (root && roots.includes(root)) hydrate(root);
    });
  }

  afterFirstPaint(() =>
    whenIdle(() => {
      const chunks = document.querySelector<HTMLScriptElement>(`script[${ISLAND_CHUNKS_ATTRIBUTE}]`)?.getAttribute(ISLAND_CHUNKS_ATTRIBUTE) ?? '';
      preloaded = preload(chunks.split(' ').filter(Boolean));
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
    }),
  );
}
