/**
 * One page of Firefox or WebKit, driven the same way whatever the protocol
 * underneath (WebDriver BiDi for Firefox, classic WebDriver for WebKit):
 * the engine passes are written once against this.
 */

/** An element as a person names it: a CSS selector narrowed by its visible or accessible name, or a field by its label. */
export type Target =
  | { css: string; name?: string | RegExp; within?: string }
  | { label: string };

/** A key a person presses, by its WebDriver name. */
export type Key = 'Escape' | 'Tab' | 'Enter';

export interface EnginePage {
  /** The engine's name, for messages. */
  readonly engine: string;
  /** Loads a path of the served site and resolves at its load event. */
  goto(path: string): Promise<void>;
  /**
   * Runs a self-contained function in the page and resolves with its result
   * (awaited if a promise). It may use only its arguments, which cross as JSON.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** `evaluate` with the function as source text: for functions put together here, since the page's CSP forbids `eval`. */
  evaluateSource<R>(functionSource: string, args: unknown[]): Promise<R>;
  /** Scrolls the element to the middle of the screen and clicks its centre, as a pointer does. */
  click(target: Target): Promise<void>;
  /** `click` on a link, resolving once the page it leads to has loaded: no script is sent into the page being left. */
  followLink(target: Target): Promise<void>;
  /** Empties the field and types the text, key by key. */
  fill(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /**
   * Turns the mouse wheel by `deltaY` px over the point (x, y) of the page's
   * viewport, as a person scrolls with it; where the engine's driver can.
   * WebKitGTK's WebDriver takes wheel actions and scrolls nothing, not even
   * a plain page (measured with WebKitGTK 2.50 under Xvfb): it has none.
   */
  wheel?(x: number, y: number, deltaY: number): Promise<void>;
  /** Sets the size of the page's viewport (the window's inside). */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** A target in the form the page's own finder reads (regular expressions cross as their source). */
export type WireTarget = { css: string; name?: string; pattern?: string; within?: string } | { label: string };

export function onTheWire(target: Target): WireTarget {
  if ('label' in target) return target;
  const { name, ...rest } = target;
  return name instanceof RegExp ? { ...rest, pattern: name.source } : { ...rest, ...(name === undefined ? {} : { name }) };
}

/**
 * Runs in the page: the first element the target names, or null. A name
 * matches an element's `aria-label`, else its text, with white space
 * collapsed; a label finds the field it labels.
 */
export function findInPage(target: WireTarget): Element | null {
  const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  if ('label' in target) {
    for (const label of document.querySelectorAll('label')) {
      if (normalise(label.textContent) === target.label) return label.control;
    }
    return null;
  }
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  const pattern = target.pattern === undefined ? null : new RegExp(target.pattern);
  for (const element of root.querySelectorAll(target.css)) {
    const name = normalise(element.getAttribute('aria-label') ?? element.textContent);
    if (target.name === undefined && !pattern) return element;
    if (target.name !== undefined && name === target.name) return element;
    if (pattern?.test(name)) return element;
  }
  return null;
}

/** How long a wait in the page may take before it fails, naming what it waited for: well inside a test's two minutes. */
export const WAIT_LIMIT_MS = 30_000;

/** How long a page may take to load before `goto` fails, naming the page. */
export const PAGE_LOAD_LIMIT_MS = 30_000;

/**
 * Waits in the page until `condition(...args)` holds, checking once per
 * drawn frame, and resolves with its value; fails after WAIT_LIMIT_MS,
 * naming the condition, rather than letting the test's own timeout say
 * nothing of where it stood.
 */
export function waitUntil<A extends unknown[], R>(page: EnginePage, condition: (...args: A) => R, ...args: A): Promise<R> {
  const poll = `(...args) => new Promise((resolve, reject) => {
    const condition = ${condition.toString()};
    const end = performance.now() + ${WAIT_LIMIT_MS};
    const tick = () => {
      const value = condition(...args);
      if (value) resolve(value);
      else if (performance.now() > end) reject(new Error('waited ${WAIT_LIMIT_MS / 1000} s in ' + location.pathname + ' for ' + ${JSON.stringify(condition.toString().replace(/\s+/g, ' ').slice(0, 160))} + ' (' + JSON.stringify(args).slice(0, 120) + ')'));
      else requestAnimationFrame(tick);
    };
    tick();
  })`;
  // The page's own limit cannot fire in a page that was left: a script sent to it may then never answer (Firefox over
  // BiDi held one for the test's two minutes). Bounded here too, saying so; waitUntilNextPage asks again in the next page.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.engine}: no answer from the page within ${(WAIT_LIMIT_MS + ANSWER_GRACE_MS) / 1000} s (it may have navigated) while waiting for ${condition.toString().replace(/\s+/g, ' ').slice(0, 160)}`)), WAIT_LIMIT_MS + ANSWER_GRACE_MS);
  });
  return Promise.race([page.evaluateSource<R>(poll, args), unanswered]).finally(() => clearTimeout(timer));
}

/** How long an action on the page (a click, typing, a key, a resize) may take before it fails, naming the action. */
export const ACTION_LIMIT_MS = 30_000;

/**
 * `action`, failing after ACTION_LIMIT_MS with what it was: a driver call can
 * hang without a limit of its own (Firefox over BiDi held a test for its two
 * minutes on a busy machine, a click that led to the next page the likeliest).
 */
export function withinLimit<T>(engine: string, what: string, action: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${engine}: ${what} did not finish within ${ACTION_LIMIT_MS / 1000} s`)), ACTION_LIMIT_MS);
  });
  return Promise.race([action, late]).finally(() => clearTimeout(timer));
}

/** How much longer than the page's own limit the test waits for the page to answer at all. */
const ANSWER_GRACE_MS = 5_000;
