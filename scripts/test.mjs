// `npm test`: every check the project has, in order — lint, typecheck, unit and API
// tests on PGlite, API tests on PostgreSQL when TEST_DATABASE_URL is set, then the
// browser tests in Chromium against the built app. Every step runs even when an
// earlier one failed, so one run shows everything; the exit code is non-zero if any
// step failed. Counts per step go to reports/summary.json (read by .ci/run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSweep } from './clock-sweep.mjs';

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

/** A check without a test count (lint, typecheck, build) counts as one test. */
function check(label, command, args, env) {
  const ok = run(label, command, args, env);
  steps.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
  return ok;
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

check('lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']);
check('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
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
// NODE_ENV=development as a developer's shell may have it: the build must still be a
// production one (the browser tests check what is served).
if (check('build (web)', 'npm', ['run', 'build', '--silent'], { NODE_ENV: 'development' })) {
  playwright('browser tests (Playwright, Chromium)');
}

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
