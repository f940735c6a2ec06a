import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the whole page as it is now (or only inside the element
 * `within` finds: an open dialog or menu, whose page was checked already)
 * and returns one line per violation (rule, impact, where), with WCAG 2.2's
 * minimum target size of 24 × 24 px among the rules. The script is evaluated through the
 * DevTools protocol, which the site's CSP does not govern, so the page keeps
 * its real CSP (no `bypassCSP`) while being checked.
 */
export async function axeViolations(page: Page, within?: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // axe takes a selector: the element is marked for the run.
  await within?.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  const results = await page.evaluate(
    (scoped) =>
      (window as unknown as { axe: { run: (context: Document | { include: string[] }, options: object) => Promise<AxeResults> } }).axe.run(
        scoped ? { include: ['[data-axe-scope]'] } : document,
        // WCAG 2.2's target size (2.5.8), which axe leaves off by default.
        { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } },
      ),
    within !== undefined,
  );
  await within?.evaluate((element) => element.removeAttribute('data-axe-scope'));
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} – ${violation.help}`,
  );
}
