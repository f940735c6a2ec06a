/**
 * Resolves when a third-party script has loaded, rejects when it fails
 * (offline, blocked) or takes longer than `timeoutMs`.
 */
function settle(script: HTMLScriptElement, timeoutMs: number): Promise<void> {
  if (script.dataset.loaded === 'true') return Promise.resolve();
  // A script that failed once does not fire again: say so at once.
  if (script.dataset.failed === 'true') return Promise.reject(new Error(`${script.src} failed before`));
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${script.src} timed out`)), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      script.dataset.failed = 'true';
      reject(new Error(`${script.src} blocked or offline`));
    });
  });
}

/** Watches a script an SDK added itself, found by a part of its address. */
export function waitForScript(srcPart: string, timeoutMs: number): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>(`script[src*="${srcPart}"]`);
  return script ? settle(script, timeoutMs) : Promise.reject(new Error(`script ${srcPart} missing`));
}

/** Adds a tag that comes without an SDK (LinkedIn, ad pixel), marked so it can be removed again. */
export function injectScript(src: string, timeoutMs: number): Promise<void> {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.consentTag = 'true';
  const loaded = settle(script, timeoutMs);
  document.body.appendChild(script);
  return loaded;
}
