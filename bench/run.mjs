// `npm run bench`: the speed targets, measured. Results print as they come and are
// written to reports/bench.json. Each bench says its target next to its figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { landingJavaScript } from './landing-js.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { root, startServer } from './serve.mjs';

const results = {};
const report = (name, value, target) => {
  results[name] = { ...value, target };
  console.info(`${name}: ${JSON.stringify(value)}  (target: ${target})`);
};

const server = await startServer();
try {
  report('landing-js', landingJavaScript(), 'gzipKiB ≤ 90');
  for (const page of ['/', '/calculator', '/blogs/3']) {
    report(
      `lighthouse ${page}`,
      await lighthouseScores(`${server.url}${page}`),
      'performance ≥ 95, accessibility ≥ 95 (mobile)',
    );
  }
} finally {
  await server.stop();
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bench.json'), JSON.stringify(results, null, 2));
