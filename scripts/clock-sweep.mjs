// The clock sweep (issue 29): the API tests whose answers depend on the day or the hour,
// run on PGlite with the clock pinned at instants where a day in India and a day in UTC
// disagree, or a month, a year or a leap day turns. Each instant is one run under
// libfaketime (Debian's faketime), so the test, the server and the embedded database —
// all in the one Node process — read the same "now"; TEST_CLOCK_START pins the app's
// clock (apps/api/test/helpers/test-clock.ts) to the same instant. PostgreSQL runs in its
// own process with the machine's clock, so the sweep is PGlite's.
//
//   node scripts/clock-sweep.mjs            the quick instants and files (npm test)
//   node scripts/clock-sweep.mjs --all      every instant, every time-sensitive file
//   node scripts/clock-sweep.mjs 23:50      the instants whose label has "23:50"
import os from 'node:os';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCaptured } from './run-captured.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where "today" is read: sessions, the journal, measurements, retention, the demo seed. */
const FILES = [
  'test/nutritionist/appointments.test.ts',
  'test/nutritionist/appointments-missed.test.ts',
  'test/scheduling/bookings.test.ts',
  'test/scheduling/availability.test.ts',
  'test/scheduling/reminders-dispatch.test.ts',
  'test/journal/entries.test.ts',
  'test/journal/journal-read.test.ts',
  'test/journal/suggestions.test.ts',
  'test/journal/plan-adherence-today.test.ts',
  'test/measurements/measurements.test.ts',
  'test/tracking/water-habits.test.ts',
  'test/privacy/erasure-retention.test.ts',
  'test/client/goals.test.ts',
  'test/labs/lab-trends.test.ts',
  'test/labs/lab-entry.test.ts',
  'test/db/seed-labs.test.ts',
  'test/db/seed-sessions.test.ts',
  'test/db/seed-journal.test.ts',
  'test/system/clock.test.ts',
  'test/intake-forms/intake-reminders.test.ts',
  'test/admin/practice-health.test.ts',
];

/**
 * What `npm test` runs, at the four instants marked `quick` (23:50, 00:10 and 05:20 in India,
 * and the leap day): the files where a wrong "today" changes an answer (completing and
 * booking a session, logging a meal, the demo's day). `--all` (or `npm run test:clock`)
 * runs every file above at every instant.
 */
const QUICK_FILES = [
  'test/nutritionist/appointments.test.ts',
  'test/scheduling/bookings.test.ts',
  'test/journal/entries.test.ts',
  'test/db/seed-sessions.test.ts',
  'test/system/clock.test.ts',
];

/**
 * Instants in India (UTC+05:30, no daylight saving) and why each. 10 March 2027 is an
 * ordinary Wednesday whose next week crosses New York's change to daylight time (14 March),
 * which the availability tests' New York client meets.
 */
export const INSTANTS = [
  { label: 'ordinary day 23:50 IST', utc: '2027-03-10T18:20:00Z', quick: true },
  { label: 'ordinary day 00:10 IST', utc: '2027-03-10T18:40:00Z', quick: true },
  {
    label: 'ordinary day 05:20 IST (the UTC date is still yesterday)',
    utc: '2027-03-09T23:50:00Z',
    quick: true,
  },
  { label: 'ordinary day 05:40 IST', utc: '2027-03-10T00:10:00Z' },
  { label: 'ordinary day 12:00 IST', utc: '2027-03-10T06:30:00Z' },
  { label: "a month's last day 23:50 IST", utc: '2027-04-30T18:20:00Z' },
  { label: '31 December 23:50 IST', utc: '2027-12-31T18:20:00Z' },
  { label: '1 January 00:10 IST', utc: '2027-12-31T18:40:00Z' },
  { label: '29 February 2028 05:20 IST', utc: '2028-02-28T23:50:00Z', quick: true },
];

/** libfaketime's library, where Debian puts it. */
export function fakeTimeLibrary() {
  const candidates = [
    '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
    '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
    '/usr/lib/faketime/libfaketime.so.1',
  ];
  return candidates.find((file) => existsSync(file));
}

/** "@2027-03-10 18:20:00": start the clock there and let it run on. */
const faketimeSpec = (utc) => `@${utc.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}`;

/** One instant's run, its output printed whole when it ends (runs go side by side). */
async function runInstant(instant, files, library, reportDir) {
  const report = path.join(reportDir, `clock-sweep-${instant.utc.replace(/[:]/g, '')}.json`);
  const { status, output, seconds } = await runCaptured(
    path.join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--project',
      'api-pglite',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files.map((f) => `apps/api/${f}`),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        TZ: 'UTC',
        LD_PRELOAD: library,
        FAKETIME: faketimeSpec(instant.utc),
        // Timers and timeouts keep the real pace; only the calendar moves.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        TEST_CLOCK_START: instant.utc,
        // Two instants run side by side (runSweep), so one worker each.
        API_TEST_WORKERS: '1',
      },
    },
  );
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  const failed = (counts?.numFailedTests ?? 0) + (status !== 0 && !counts?.numFailedTests ? 1 : 0);
  console.info(`\n── clock at ${instant.utc} (${instant.label}) ──`);
  process.stdout.write(output);
  console.info(
    `clock at ${instant.label}: ${counts?.numPassedTests ?? 0} passed, ${failed} failed (${seconds} s)`,
  );
  return { passed: counts?.numPassedTests ?? 0, failed, skipped: counts?.numPendingTests ?? 0 };
}

/**
 * Runs the instants as many at a time as the machine has cores (each run is one vitest
 * worker, API_TEST_WORKERS=1, so on CI's two cores two instants take the time of one).
 */
export async function runSweep(
  filter = '',
  { all = false, reportDir = path.join(root, 'reports') } = {},
) {
  const files = all ? FILES : QUICK_FILES;
  const library = fakeTimeLibrary();
  if (!library) {
    console.error('The clock sweep needs libfaketime: apt-get install faketime');
    return { passed: 0, failed: 1, skipped: 0 };
  }
  mkdirSync(reportDir, { recursive: true });
  const queue = INSTANTS.filter((i) => (all || i.quick) && i.label.includes(filter));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lane = async () => {
    for (let instant = queue.shift(); instant; instant = queue.shift()) {
      const counts = await runInstant(instant, files, library, reportDir);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    }
  };
  const lanes = Math.max(1, Math.min(os.availableParallelism(), 4));
  await Promise.all(Array.from({ length: lanes }, lane));
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const totals = await runSweep(args.find((a) => !a.startsWith('--')) ?? '', {
    all: args.includes('--all'),
  });
  console.info(`clock sweep: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 ? 1 : 0);
}
