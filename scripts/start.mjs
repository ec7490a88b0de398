// `npm start`: builds the web app when it is missing or older than its sources, then
// runs the API server (which also serves the built app) in this process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWeb, webBuildIsCurrent } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!webBuildIsCurrent()) {
  console.info('Building the web app (first start or changed sources)…');
  const started = Date.now();
  if (!buildWeb({ quiet: true })) {
    console.error('NourishWell cannot start: the web app failed to build (see above).');
    process.exit(1);
  }
  console.info(`Built the web app in ${Math.round((Date.now() - started) / 1000)} s.`);
}

// TypeScript runs as-is through tsx; packages/shared has no build step (decision 001).
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href);
