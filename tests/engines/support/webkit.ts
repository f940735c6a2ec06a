/**
 * WebKitGTK (the engine of Safari and every iPhone browser) as an
 * EnginePage, through WebKitWebDriver's W3C WebDriver. The handful of
 * commands the passes use are plain HTTP calls, so no client library is
 * needed: WebdriverIO's current release wants Node 22, and its protocol
 * layer brings a dozen packages for these eight calls.
 */
import { startWebKitDriver } from '../../../scripts/lib/browsers.mjs';
import { ACTION_LIMIT_MS, findInPage, onTheWire, PAGE_LOAD_LIMIT_MS, type EnginePage, type Key, type Target } from './enginePage';

/** How WebDriver names an element in what a script returns. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver's code points for the keys the passes press. */
const KEYS: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007' };

type ElementReference = Record<typeof ELEMENT, string>;

/** Starts a driver of its own on `port` and opens one MiniBrowser window on the served site. */
export async function openWebKit(baseUrl: string, port: number): Promise<EnginePage> {
  const driver = await startWebKitDriver(port);
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${driver.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (value && typeof value === 'object' && 'error' in value && value.error) throw new Error(`WebKit ${path.split('/').slice(3).join('/') || path}: ${value.error}: ${value.message}`);
    return value;
  };
  let session: string;
  try {
    ({ sessionId: session } = await call<{ sessionId: string }>('POST', '/session', { capabilities: { alwaysMatch: driver.capabilities } }));
  } catch (error) {
    driver.stop();
    throw error;
  }
  const inSession = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => call<T>(method, `/session/${session}${path}`, body);
  // A script may run longer than any wait in the page (each has its own limit: waitUntil); a page load has its limit here.
  await inSession('POST', '/timeouts', { script: 300_000, pageLoad: PAGE_LOAD_LIMIT_MS });

  const evaluateSource = <R>(functionSource: string, args: unknown[]) =>
    inSession<R>('POST', '/execute/sync', { script: `return (${functionSource}).apply(null, arguments);`, args });

  /** The element a target names, scrolled to the middle of the screen, as WebDriver refers to it. */
  const element = async (target: Target): Promise<string> => {
    const source = `(target) => { const element = (${findInPage.toString()})(target); element?.scrollIntoView({ block: 'center', inline: 'nearest' }); return element; }`;
    const found = await evaluateSource<ElementReference | null>(source, [onTheWire(target)]);
    if (!found) throw new Error(`WebKit: nothing on the page matches ${JSON.stringify(onTheWire(target))}`);
    return found[ELEMENT];
  };

  return {
    engine: 'WebKit',
    goto: async (path) => {
      await inSession('POST', '/url', { url: `${baseUrl}${path}` }).catch((error: unknown) => {
        throw new Error(`WebKit: ${path} did not load within ${PAGE_LOAD_LIMIT_MS / 1000} s: ${String(error).split('\n')[0]}`);
      });
    },
    evaluate: (fn, ...args) => evaluateSource(fn.toString(), args),
    evaluateSource,
    click: async (target) => {
      await inSession('POST', `/element/${await element(target)}/click`, {});
    },
    // WebDriver's click returns once a navigation it started has loaded (the page load strategy is «normal»).
    followLink: async (target) => {
      await inSession('POST', `/element/${await element(target)}/click`, {});
    },
    fill: async (target, text) => {
      const id = await element(target);
      await inSession('POST', `/element/${id}/clear`, {});
      await inSession('POST', `/element/${id}/value`, { text });
    },
    press: async (key) => {
      const code = KEYS[key];
      await inSession('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: code }, { type: 'keyUp', value: code }] }] });
      await inSession('DELETE', '/actions');
    },
    resize: async (width, height) => {
      // The window's rectangle includes MiniBrowser's toolbar: size it, see what the page gets, then add what the toolbar takes.
      // The page learns its new size a moment later, and a script sent while a page is being left may get no answer:
      // each reading is asked again until it shows the size just set, for a limited time.
      const innerOnceSized = async (fits: (inner: [number, number]) => boolean, asked: string): Promise<[number, number]> => {
        const end = Date.now() + ACTION_LIMIT_MS;
        for (;;) {
          const inner = await evaluateSource<[number, number] | null>('() => [innerWidth, innerHeight]', []).catch(() => null);
          if (inner && inner.every(Number.isFinite) && fits(inner)) return inner;
          if (Date.now() > end) throw new Error(`WebKit: the page did not take ${asked} within ${ACTION_LIMIT_MS / 1000} s (it says ${JSON.stringify(inner)})`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await inSession('POST', '/window/rect', { width, height });
      const inner = await innerOnceSized(([innerWidth, innerHeight]) => innerWidth <= width && innerHeight <= height, `a window of ${width} × ${height}`);
      await inSession('POST', '/window/rect', { width: width + (width - inner[0]), height: height + (height - inner[1]) });
      await innerOnceSized(([innerWidth, innerHeight]) => innerWidth === width && innerHeight === height, `an inside of ${width} × ${height}`);
    },
    close: async () => {
      await inSession('DELETE', '').catch(() => undefined);
      driver.stop();
    },
  };
}
