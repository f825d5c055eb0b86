import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What axe-core found on one screen: every violation, and how many are serious or critical. */
export interface AxeFigure {
  screen: string;
  serious: number;
  all: number;
  rules: string[];
}

/**
 * Scans the screen as it is now with axe-core (WCAG 2.0/2.1 A and AA rules plus best practices), prints one line
 * per screen — the figure the issue asks for — and expects no serious or critical violation.
 */
export async function expectAccessible(page: Page, screen: string): Promise<AxeFigure> {
  // a page turn or a modal that is still fading in would be scanned half-drawn
  // (again after a frame, until none is running: a screen that mounts while the first ones finish starts its own)
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity && a.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const serious = bad.reduce((n, v) => n + v.nodes.length, 0);
  const all = result.violations.reduce((n, v) => n + v.nodes.length, 0);
  const figure = {
    screen,
    serious,
    all,
    rules: result.violations.map((v) => `${v.id}(${v.impact}×${v.nodes.length})`),
  };
  console.log(`axe ${screen}: ${serious} serious/critical, ${all} in all${all ? ` — ${figure.rules.join(', ')}` : ''}`);
  const detail = bad.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  );
  expect.soft(detail, `serious/critical axe violations on ${screen}`).toEqual([]);
  return figure;
}
