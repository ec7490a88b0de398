// `npm start`: builds the web app when it is missing or older than its sources, then
// runs the API server (which also serves the built app) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtMarker = path.join(webDir, 'build/client/__spa-fallback.html');
const stampFile = path.join(webDir, 'build/.source-stamp');
const sources = [
  path.join(webDir, 'app'),
  path.join(root, 'packages/shared/src'),
  path.join(webDir, 'public'),
];
const configFiles = ['vite.config.ts', 'react-router.config.ts', 'package.json'].map((f) =>
  path.join(webDir, f),
);

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

/** PUBLIC_* variables are baked into the build (site links), so a change rebuilds it. */
function publicEnv() {
  return Object.keys(process.env)
    .filter((key) => key.startsWith('PUBLIC_'))
    .sort()
    .map((key) => `${key}=${process.env[key]}`)
    .join('\n');
}

function buildIsCurrent(stamp) {
  if (!existsSync(builtMarker) || !existsSync(stampFile)) return false;
  const [builtAt, ...env] = readFileSync(stampFile, 'utf8').split('\n');
  return Number(builtAt) >= stamp.newest && env.join('\n') === stamp.env;
}

const stamp = { newest: newestMtime(), env: publicEnv() };
if (!buildIsCurrent(stamp)) {
  console.info('Building the web app (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@nourishwell/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('NourishWell cannot start: the web app failed to build (see above).');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, [String(stamp.newest), stamp.env].filter(Boolean).join('\n'));
}

// TypeScript runs as-is through tsx; packages/shared has no build step (DESIGN §2).
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href);
