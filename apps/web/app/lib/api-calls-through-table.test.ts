import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('calls to the API', () => {
  it('go through the endpoint table: nothing outside lib/ calls fetch or apiFetch', () => {
    const files = sourceFiles(appDir);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !file.startsWith(path.join(appDir, 'lib') + path.sep))
      .filter((file) =>
        /\b(fetch|apiFetch|apiFetchWithHeaders)\s*[(<]/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(appDir, file));
    expect(offenders).toEqual([]);
  });
});
