// axe-core in the page: issue 21 asks for 0 serious or critical WCAG 2 A/AA violations on
// every screen and every open dialog. The script is evaluated once per page load (axe then
// stays on window for later checks of the same page).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on what is on screen now (a dialog, when one is open, is what the person sees;
 * Radix hides the rest from assistive technology) and throws listing every serious or
 * critical violation: rule id, help text and the offending nodes.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses
  // an inline <script>, and the check must not weaken it.
  if (!injected) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Experimental in axe, so off by default, yet WCAG 2.5.3 (A): a control's accessible
        // name starts with, or at least contains, the text people see on it.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      }),
    WCAG_A_AA,
  );
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  if (failing.length === 0) return;
  const lines = failing.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n')}`,
  );
  throw new Error(`axe on ${label}: ${failing.length} serious/critical\n- ${lines.join('\n- ')}`);
}
