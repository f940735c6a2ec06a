/**
 * What the engine passes learn of a page's problems. Classic WebDriver
 * (WebKit) reports no console and no uncaught error, so the pass's server
 * puts this script first in every page's head, as a test runner's init
 * script would: it records uncaught errors, unhandled rejections, console
 * errors and warnings, resources that failed to load (the symptom of
 * WebKit upgrading localhost to HTTPS) and CSP violations. It is a file of
 * the site's own origin, so the page's CSP allows it; the site never has it.
 */
export const PROBE_PATH = '/__engine-pass-probe.js';

/** The page's recorded problems live here. */
export const PROBE_GLOBAL = '__engineProblems';

export const probeScript = `(() => {
  const problems = [];
  window.${PROBE_GLOBAL} = problems;
  const text = (value) => (value instanceof Error ? value.message : String(value));
  // Firefox fires «error» on a modulepreload of a module the page has already
  // run (Vite's preload helper lists the boot script among a lazy chunk's
  // dependencies); nothing is fetched and nothing fails.
  const alreadyRun = (link) => link.rel === 'modulepreload' && [...document.scripts].some((script) => script.src === link.href);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLLinkElement && alreadyRun(target)) return;
    if (target instanceof Element) problems.push('failed to load: <' + target.tagName.toLowerCase() + (target.getAttribute('rel') ? ' rel=' + target.getAttribute('rel') : '') + '> ' + (target.getAttribute('src') || target.getAttribute('href') || ''));
    else problems.push('uncaught: ' + (event.message || text(event.error)));
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + text(event.reason)));
  addEventListener('securitypolicyviolation', (event) => problems.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      problems.push(level + ': ' + args.map(text).join(' '));
      original.apply(console, args);
    };
  }
})();
`;
