import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The bench starts its servers the same way: a kernel-given port, then /api/health.
import { freePort, waitHealthy } from '../../bench/serve.ts';
import { e2eNow } from './clock.ts';
import { STAND_IN_KEYS, startRazorpayStandIn } from './razorpay-stand-in.mjs';

/**
 * One Playwright worker's own app (decision 025): `npm start`'s server behind the e2e
 * mailbox (mailbox-server.mjs, which also starts the WhatsApp Cloud API and Exotel stand-ins
 * and points the app at them), on a free port and a fresh data folder, so the demo data is
 * seeded anew for each worker and journeys in two workers never change what the other reads.
 * A worker that Playwright replaces after a failure starts a fresh one, so a retry begins
 * on clean demo data.
 */
export interface AppServer {
  url: string;
  /** The file the mailbox appends each email to (e2e/support/mailbox.ts reads it). */
  mailboxFile: string;
  /** The app's clock when the server was started: the demo is seeded just after it. */
  startedAt: Date;
  /** The worker's stand-in Razorpay (e2e/support/razorpay-stand-in.mjs), for issue 34. */
  razorpayUrl: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** The WhatsApp webhook's settings for every worker's app: journeys sign posts with them. */
export const WHATSAPP_WEBHOOK_ENV = {
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
};

export async function startAppServer(): Promise<AppServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nourishwell-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const mailboxFile = path.join(dir, 'mailbox.jsonl');
  const startedAt = e2eNow();
  // Razorpay for this worker's app: its links, its page, its signed webhooks (issue 34).
  const razorpay = await startRazorpayStandIn({ appUrl: url });
  // Always the embedded database in the worker's own folder: a DATABASE_URL from the
  // developer's shell would have every worker's server share one database.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'e2e/support/mailbox-server.mjs')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      MAILBOX_FILE: mailboxFile,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      STOP_WHEN_STDIN_CLOSES: '1',
      CLOCK_START: process.env.E2E_CLOCK_START,
      CLOCK_REAL_START: process.env.E2E_CLOCK_REAL_START,
      // As a developer's shell may have it: the served app must still be a production
      // build (checked in e2e/public/pages.spec.ts).
      NODE_ENV: 'development',
      // Journeys sign in many times from one address.
      LOGIN_MAX_PER_IP: '1000',
      FORM_MAX_PER_IP: '1000',
      FORM_MAX_PER_KEY: '1000',
      ...STAND_IN_KEYS,
      RAZORPAY_BASE_URL: razorpay.url,
      ...WHATSAPP_WEBHOOK_ENV,
    },
  });
  // Kept for the error message when it fails to start, and printed as it comes (warnings).
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await razorpay.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`The e2e server did not start: ${(error as Error).message}\n${log}`);
  }
  return { url, mailboxFile, startedAt, razorpayUrl: razorpay.url, stop };
}
