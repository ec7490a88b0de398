// `npm test`: every check the project has — lint and format in one lane beside typecheck
// and the web build in another, then unit and API tests on PGlite, API tests on PostgreSQL
// when TEST_DATABASE_URL is set, the clock sweep, then the browser tests in Chromium
// against the built app. Every step runs even when an earlier one failed, so one run shows
// everything; the exit code is non-zero if any step failed. Counts per step go to
// reports/summary.json (read by .ci/run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSweep } from './clock-sweep.mjs';
import { runCaptured } from './run-captured.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [];
/** How long the last step took, in seconds (the summary says where the time went). */
let lastSeconds = 0;

function run(label, command, args, env = {}) {
  console.info(`\n━━ ${label} ━━`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  lastSeconds = Math.round((performance.now() - started) / 1000);
  return result.status === 0;
}

/**
 * Checks that each keep one core busy (lint, format, typecheck, build), in two lanes side by
 * side: on two cores they take about half the time of one after another (decision 025).
 * Within a lane they run in order: typecheck before the build, since both generate the web
 * app's route types. Each one's output is printed whole at the end, in the order given.
 */
async function checksInLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const { command, args, env = {} } of lane)
        done.push(await runCaptured(command, args, { cwd: root, env: { ...process.env, ...env } }));
      return done;
    }),
  );
  return lanes.flatMap((lane, l) =>
    lane.map(({ label }, i) => {
      const { status, output, seconds } = results[l][i];
      console.info(`\n━━ ${label} ━━`);
      process.stdout.write(output);
      const ok = status === 0;
      steps.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
      return ok;
    }),
  );
}

function vitest(label, projects, reportName, env = {}) {
  const outputFile = path.join(reports, reportName);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const ok = run(
    label,
    bin('vitest'),
    [
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : undefined;
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (!ok && !report?.numFailedTests ? 1 : 0);
  steps.push({
    label,
    passed,
    failed,
    skipped: report?.numPendingTests ?? 0,
    seconds: lastSeconds,
  });
}

function playwright(label) {
  const outputFile = path.join(reports, 'playwright.json');
  const ok = run(label, bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile });
  const stats = existsSync(outputFile)
    ? JSON.parse(readFileSync(outputFile, 'utf8')).stats
    : undefined;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (!ok && !stats?.unexpected ? 1 : 0);
  steps.push({ label, passed, failed, skipped: stats?.skipped ?? 0, seconds: lastSeconds });
}

// NODE_ENV=development as a developer's shell may have it: the build must still be a
// production one (the browser tests check what is served).
const [, , , built] = await checksInLanes([
  [
    { label: 'lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    {
      label: 'format (prettier --check)',
      command: bin('prettier'),
      args: ['--check', '.', '--log-level', 'warn'],
    },
  ],
  [
    { label: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    {
      label: 'build (web)',
      command: 'npm',
      args: ['run', 'build', '--silent'],
      env: { NODE_ENV: 'development' },
    },
  ],
]);
vitest('unit tests and API tests on PGlite', ['shared', 'web', 'api-pglite'], 'vitest-pglite.json');
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', ['api-postgres'], 'vitest-postgres.json', {
    API_TEST_DATABASE: 'postgres',
  });
} else {
  console.info('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only.)');
}
{
  // The time-sensitive API files at pinned instants in India (decision 024).
  console.info('\n━━ clock sweep (API tests on PGlite at pinned instants) ━━');
  const started = performance.now();
  const counts = await runSweep();
  const seconds = Math.round((performance.now() - started) / 1000);
  steps.push({ label: 'clock sweep (PGlite at pinned instants)', ...counts, seconds });
}
if (built) playwright('browser tests (Playwright, Chromium)');

const total = steps.reduce(
  (sum, s) => ({
    passed: sum.passed + s.passed,
    failed: sum.failed + s.failed,
    skipped: sum.skipped + (s.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
writeFileSync(path.join(reports, 'summary.json'), JSON.stringify({ steps, total }, null, 2));
console.info('\n━━ summary ━━');
for (const s of steps)
  console.info(
    `${s.failed ? '✗' : '✓'} ${s.label}: ${s.passed} passed, ${s.failed} failed, ${s.seconds} s`,
  );
console.info(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
