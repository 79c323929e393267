import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let source: string | undefined;

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now
 * (WCAG 2.x A and AA rules), each as "rule: first offending elements". The page's context must
 * be opened with `bypassCSP`, since the app's policy forbids the injected script.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<unknown> } }).axe;
    const result = (await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** The elements that break the given axe-core rules (by id), whatever their tags and impact. */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async (ids) => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<unknown> } }).axe;
    const result = (await axe.run({ runOnly: { type: 'rule', values: ids } })) as {
      violations: unknown[];
    };
    return result.violations;
  }, rules);
  return (violations as AxeViolation[]).flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
  );
}
