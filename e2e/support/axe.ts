// axe-core in the page: WCAG 2.1 A and AA rules over a part of the page (issue 13's accessibility check),
// plus axe's best practices on request (the public pages, issue 16: landmarks, one h1, headings in order).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 AA violations axe finds inside `selector` (the whole page by default), one line each;
 * with `bestPractices`, axe's best-practice rules too.
 */
export async function axeViolations(
  page: Page,
  selector = 'body',
  { bestPractices = false }: { bestPractices?: boolean } = {},
): Promise<string[]> {
  const tags = bestPractices ? [...WCAG_21_AA, 'best-practice'] : WCAG_21_AA;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are judged as shown: a message still fading in would be measured half transparent.
  // Not waited for: endless animations (a spinner) and those of elements not rendered (inside a
  // closed <details> an animation does not run, so it never finishes).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .filter((a) => (a.effect as KeyframeEffect | null)?.target?.checkVisibility() !== false)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    async ({ context, values }) => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values },
      });
      return result.violations;
    },
    { context: selector, values: tags },
  );
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`,
  );
}
