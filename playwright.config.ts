import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * A port nothing listens on now, asked of the kernel, so a second run on the same machine
 * never collides with this one. The runner loads this file first and its workers inherit
 * the variable, so every process agrees on the port.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

const port = Number((process.env.E2E_PORT ??= freePort()));

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
const runDir = path.join(os.tmpdir(), `nourishwell-e2e-${Date.now()}`);
// Tests find the mailbox through this variable (the config is loaded in every worker).
const mailboxFile = (process.env.E2E_MAILBOX_FILE ??= path.join(runDir, 'mailbox.jsonl'));
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys in the machine's Chromium (Debian's /usr/bin/chromium; never a downloaded
 * browser) against `npm start`'s server on a fresh data folder, so the demo data is
 * seeded anew each run.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  workers: 1,
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
    baseURL,
    // The practice and its clients are in India: the demo data's "today" is an Indian day,
    // and badges are computed in the viewer's zone. A UTC browser would disagree from
    // 18:30 to midnight UTC every day.
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // npm start's server, with a real SMTP listener in front that keeps every email.
    command: 'node e2e/support/mailbox-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir, 'data'),
      MAILBOX_FILE: mailboxFile,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      CLOCK_START: process.env.E2E_CLOCK_START,
      CLOCK_REAL_START: process.env.E2E_CLOCK_REAL_START,
      // As a developer's shell may have it: the served app must still be a production
      // build (checked in e2e/public/pages.spec.ts).
      NODE_ENV: 'development',
      // Journeys sign in many times from one address.
      LOGIN_MAX_PER_IP: '1000',
      FORM_MAX_PER_IP: '1000',
      FORM_MAX_PER_KEY: '1000',
    },
  },
});
