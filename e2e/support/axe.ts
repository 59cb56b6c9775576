/**
 * axe-core inside the page under test. The script goes in through the DevTools protocol (page.evaluate), so the
 * site's strict CSP needs no exception for it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The serious and critical WCAG 2.x A/AA violations of the page as it is now; with `within` (a CSS selector), of
 * that part of it only (a section a test is about, with the rest of the screen checked by its own tests).
 */
export async function seriousA11yViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | { include: string[][] }, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const context = selector ? { include: [[selector]] } : document;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
