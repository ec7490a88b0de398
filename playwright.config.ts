import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/support/chromium.ts';

/**
 * The app's clock for the whole run (decision 024): by default 10:00 in India on the real
 * Indian date, so a run of any length at any hour stays inside one Indian day; set
 * E2E_CLOCK_START (an ISO instant with an offset, e.g. 2027-03-10T23:30:00+05:30) to run
 * the journeys at another hour. The runner loads this file first and its workers inherit
 * both variables, so the server, every worker and every browser read the same clock.
 */
function todayAtTenInIndia(): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return `${date}T10:00:00+05:30`;
}
process.env.E2E_CLOCK_START ??= todayAtTenInIndia();
process.env.E2E_CLOCK_REAL_START ??= new Date().toISOString();

/**
 * Journeys in the machine's Chromium (Debian's /usr/bin/chromium; never a downloaded
 * browser). Each worker runs against its own `npm start` server on a fresh data folder and
 * a free port (e2e/support/app-server.ts), so two workers share the two cores without
 * sharing demo data, and a second run on the machine never collides with this one
 * (decision 025). E2E_WORKERS sets how many; 2 by default.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Budgets for a busy 2-core machine (CI, or two runs side by side): a journey that is
  // right must not fail because the machine is slow. Accessibility scans add their own
  // budget on top (e2e/support/axe.ts).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json' }],
  ],
  use: {
    // The practice and its clients are in India: the demo data's "today" is an Indian day,
    // and badges are computed in the viewer's zone. A UTC browser would disagree from
    // 18:30 to midnight UTC every day.
    timezoneId: 'Asia/Kolkata',
    // The offline app's worker precaches every asset (about 140 files) in each new context,
    // a sixth of a journey's CPU on two cores; only the installed-app journeys
    // (e2e/pwa/installable.spec.ts) are about it, and they allow it (decision 025).
    serviceWorkers: 'block',
    locale: 'en-IN',
    // Recording a trace costs a fifth of a journey's CPU. CI retries a failed journey once
    // and records that try; a run on a developer's machine, which does not retry, keeps the
    // trace of each journey that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
