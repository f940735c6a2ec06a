import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { axeRules } from '../../../scripts/lib/axeRules.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the whole page as it is now (or only inside the element
 * `within` finds: an open dialog or menu, whose page was checked already)
 * and returns one line per violation (rule, impact, where), with the
 * project's rules on top of axe's (scripts/lib/axeRules.mjs). The script is evaluated through the
 * DevTools protocol, which the site's CSP does not govern, so the page keeps
 * its real CSP (no `bypassCSP`) while being checked.
 */
export async function axeViolations(page: Page, within?: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // axe takes a selector: the element is marked for the run.
  await within?.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  const results = await page.evaluate(
    ({ scoped, rules }) =>
      (window as unknown as { axe: { run: (context: Document | { include: string[] }, options: object) => Promise<AxeResults> } }).axe.run(
        scoped ? { include: ['[data-axe-scope]'] } : document,
        { resultTypes: ['violations'], rules },
      ),
    { scoped: within !== undefined, rules: axeRules },
  );
  await within?.evaluate((element) => element.removeAttribute('data-axe-scope'));
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} – ${violation.help}`,
  );
}
