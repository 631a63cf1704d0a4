import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page once its transitions have ended. Evaluated through the DevTools
 * protocol, which the page's content security policy does not restrict.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // A menu or dialog still fading in has translucent text: contrast is judged on the settled page.
  // Mantine starts a transition a frame or more after the element appears, so the page counts as
  // settled after ten frames in a row without a fade running (2 s at most: a carousel never stops).
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const deadline = performance.now() + 2000;
    for (let quiet = 0; quiet < 10 && performance.now() < deadline; ) {
      // A looping animation (the Quick Video walkthrough) never finishes and is not a fade.
      const fading = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      quiet = fading ? 0 : quiet + 1;
      await frame();
    }
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target),
    }));
  });
  expect(violations, `accessibility violations on ${what}`).toEqual([]);
}
