// The web app's production build, and whether the one on disk is current. `npm run build`
// always builds; `npm start` builds only when the sources, the build configuration or the
// baked-in PUBLIC_* variables changed since the last build (the stamp file records them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtMarker = path.join(webDir, 'build/client/__spa-fallback.html');
const stampFile = path.join(webDir, 'build/.source-stamp');
const sources = [
  path.join(webDir, 'app'),
  path.join(root, 'packages/shared/src'),
  path.join(webDir, 'public'),
];
const configFiles = [
  'vite.config.ts',
  'react-router.config.ts',
  'pwa.config.ts',
  'islands.vite.config.ts',
  'static-pages.ts',
  'package.json',
].map((f) => path.join(webDir, f));

function newestMtime() {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  [...sources, ...configFiles].forEach(visit);
  return Math.floor(newest);
}

/**
 * What the build depends on besides the sources: PUBLIC_* variables are baked into it
 * (site links), and it is always a production build, so a build stamped before that rule
 * was made again.
 */
function buildInputs() {
  const publicVars = Object.keys(process.env)
    .filter((key) => key.startsWith('PUBLIC_'))
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  return ['mode=production', ...publicVars].join('\n');
}

function currentStamp() {
  return { newest: newestMtime(), inputs: buildInputs() };
}

export function webBuildIsCurrent() {
  if (!existsSync(builtMarker) || !existsSync(stampFile)) return false;
  const stamp = currentStamp();
  const [builtAt, ...inputs] = readFileSync(stampFile, 'utf8').split('\n');
  return Number(builtAt) >= stamp.newest && inputs.join('\n') === stamp.inputs;
}

/**
 * Builds production assets whatever NODE_ENV says: only `npm run dev` serves development
 * code (React's development build is half as large again). `quiet` keeps the build's own
 * output (chunk tables, its tools' notices) to itself unless the build fails.
 * Returns whether it succeeded.
 */
export function buildWeb({ quiet }) {
  const stamp = currentStamp();
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@nourishwell/web'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    return false;
  }
  writeFileSync(stampFile, `${stamp.newest}\n${stamp.inputs}`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildWeb({ quiet: false }) ? 0 : 1);
}
