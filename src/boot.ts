/**
 * The page's only script. The prerendered HTML is complete and styled
 * without JavaScript, so the app (React, the router, styled-components and
 * the page's own chunks) is fetched after the first paint instead of
 * competing with it, and on a page that starts on input (routes.ts) only
 * once the visitor acts. The build lists every chunk the route needs on
 * this script tag; they are preloaded together, so no chunk waits for
 * another. The font faces are this script's stylesheet, which the build
 * inlines.
 */
import './design/siteFontFaces';
import { addressNamesWhatPageReads, hasStoredChoice, holdButtonClicks, onFirstInput } from './site/startOnInput';
import { showPrerenderedBanner } from './site/consent/bannerSlot';
import { tellTypedFields } from './site/typedBeforeHydration';

/**
 * Requesting a chunk costs the main thread about 1 ms (a phone: 4 ms), so
 * 20–30 preloads in one task would block the page for over 100 ms. A few per
 * task keep every task short; the fetches still run side by side.
 */
const PRELOADS_PER_TASK = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const script = document.querySelector<HTMLScriptElement>('script[data-chunks]');

/**
 * Starts the app. Once the page has hydrated, React learns what was typed
 * before (tellTypedFields), then `afterHydration` runs (a held click).
 */
async function startApp(afterHydration?: () => void) {
  const chunks = script?.dataset.chunks ?? '';
  const hrefs = chunks.split(' ').filter(Boolean);
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
  // The stack, then the site's modules, each evaluated in a task of its own.
  await import('./stack');
  await nextTask();
  const { pageHydrated } = await import('./entry-client');
  await pageHydrated;
  tellTypedFields();
  afterHydration?.();
}

/**
 * Calls `start` a task after the browser has shown the prerendered page. A
 * frame and a task (what this did before) end before the painted frame
 * reaches the screen: Lighthouse saw the first chunks arrive before its
 * first contentful paint and counted them into FCP and LCP. The paint
 * timing entry is reported once the frame is presented.
 */
function afterFirstPaint(start: () => void) {
  const later = () => setTimeout(start, 0);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(later);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * A page that starts on input (routes.ts) shows its banner itself and
 * starts the app on the visitor's first input; a button pressed before the
 * app has hydrated gets its click then, a field typed into its input.
 */
function startOnInput() {
  showPrerenderedBanner();
  const giveHeldClick = holdButtonClicks();
  onFirstInput(() => void startApp(giveHeldClick));
}

// The page's message on view (the FAQ's) is logged as it arrives, whether
// or not its app starts now; the app logs it on later views.
if (script?.dataset.viewMessage) console.info(script.dataset.viewMessage);

// A page that was not prerendered (the dev server) paints nothing contentful
// until the app renders it: there is no first paint to wait for.
if (!document.getElementById('root')?.firstElementChild) void startApp();
else if (script?.dataset.start === 'input' && !hasStoredChoice() && !addressNamesWhatPageReads(script.dataset)) startOnInput();
else afterFirstPaint(() => void startApp());
