import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = path.join(root, 'node_modules/.bin/eslint');

/**
 * The rules ESLint reports when `source` stands at `file` (a path from the repository root).
 * It runs from the root, as `npm run lint` does (the zones name paths from there, whichever
 * folder ESLint starts in); the cycle check is off because it cannot follow a file that is
 * not on disk.
 */
function rulesBroken(file: string, source: string): string[] {
  const args = ['--stdin', '--stdin-filename', file, '--rule', 'import/no-cycle: off'];
  let output: string;
  try {
    output = execFileSync(eslint, [...args, '--format', 'json'], {
      cwd: root,
      input: source,
      encoding: 'utf8',
    });
  } catch (error) {
    // ESLint exits with 1 when it reports an error; the report is on stdout all the same.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

const usesSearchBox = [
  "import { FoodSearchBox } from '#web/features/meal-plans/components/food-search-box.tsx';",
  'export const search = FoodSearchBox;',
  '',
].join('\n');

describe('where a feature may be imported (eslint.config.js)', () => {
  it('refuses a feature that imports another feature', () => {
    expect(rulesBroken('apps/web/app/features/journal/probe.ts', usesSearchBox)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('refuses components and lib that import a feature', () => {
    expect(rulesBroken('apps/web/app/components/ui/probe.ts', usesSearchBox)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('lets a feature import its own files and a route put features together', () => {
    expect(rulesBroken('apps/web/app/features/meal-plans/probe.ts', usesSearchBox)).toEqual([]);
    expect(rulesBroken('apps/web/app/routes/client/probe.ts', usesSearchBox)).toEqual([]);
  });
});
