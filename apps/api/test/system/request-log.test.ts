import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  status?: number;
}

const INFO = 30;
const lines: LogLine[] = [];
let testApp: TestApp;

beforeAll(async () => {
  const webDist = path.join(os.tmpdir(), `nw-request-log-${process.pid}`);
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  for (const page of ['index.html', '__spa-fallback.html'])
    writeFileSync(path.join(webDist, page), '<!doctype html><title>x</title>');
  testApp = await buildTestApp(
    { LOG_LEVEL: 'info', WEB_DIST_DIR: webDist },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
  );
  await testApp.app.ready();
});
afterAll(() => testApp.close());

const infoLinesFor = (requestPath: string) =>
  lines.filter((line) => line.level === INFO && line.path === requestPath);

describe('request logging', () => {
  it('writes one info line per API request, with method, path and status', async () => {
    lines.length = 0;
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const logged = infoLinesFor('/api/health');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      status: 200,
      msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
    });
    expect(lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
  });

  it('leaves the query string out of the line, since it can hold an email address', async () => {
    lines.length = 0;
    await testApp.app.inject({ method: 'GET', url: '/api/nuts/email?email=meera@example.com' });
    expect(JSON.stringify(lines)).not.toContain('meera@example.com');
    expect(infoLinesFor('/api/nuts/email')).toHaveLength(1);
  });

  it('does not log pages and built files at info', async () => {
    lines.length = 0;
    expect((await testApp.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(
      200,
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.level >= INFO)).toEqual([]);
  });
});
