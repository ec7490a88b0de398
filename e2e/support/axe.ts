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
  const serious = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const nodes = [];
    for (const node of violation.nodes)
      if (!(await leftWhileScanned(page, node.target.join(' ')))) nodes.push(node);
    if (nodes.length) serious.push({ ...violation, nodes });
  }
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Whether a finding was a toast on its way out: it timed out and faded while the scan ran
 * (a scan takes seconds on a busy machine), so axe read its text half transparent. Such a
 * toast is marked removed, or already gone, by the time the scan ends; a toast that stays
 * is judged like the rest of the page.
 */
async function leftWhileScanned(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const toast = (element: Element | null) => element?.closest('[data-sonner-toast]');
    let element: Element | null = null;
    try {
      element = document.querySelector(target);
    } catch {
      return false;
    }
    if (!element) return /data-title|sonner/.test(target);
    const container = toast(element);
    return container?.getAttribute('data-removed') === 'true';
  }, selector);
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
