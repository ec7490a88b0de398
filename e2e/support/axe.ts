import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** What one scan may take on a busy 2-core machine, on top of the journey's own budget. */
const SCAN_BUDGET_MS = 60_000;

/**
 * Every page passes axe with no serious or critical finding. A scan walks the
 * whole DOM and can take many seconds when the machine is loaded, so each scan extends
 * the test's time limit by its own budget instead of eating the journey's.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + SCAN_BUDGET_MS);
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Waits for what is fading or sliding in to arrive (a toast that just appeared): axe reads
 * colours as they are painted, and text half faded in fails its contrast check. Only
 * animations that end, on the page's clock: a spinner runs for ever, and a scroll-driven
 * one (the phone's WhatsApp button) moves only with scrolling. A second at most.
 */
async function transitionsSettled(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.timeline === document.timeline &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}
