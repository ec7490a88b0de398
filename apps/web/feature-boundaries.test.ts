import { describe, expect, it } from 'vitest';
import { lintProbe } from '../../eslint/lint-probe.ts';

/** The rules ESLint reports when `source` stands at `file` (a path from the repository root). */
const rulesBroken = async (file: string, source: string) =>
  (await lintProbe(file, source)).map((problem) => problem.slice(0, problem.indexOf(':')));

const usesSearchBox = [
  "import { FoodSearchBox } from '#web/features/meal-plans/components/food-search-box.tsx';",
  'export const search = FoodSearchBox;',
  '',
].join('\n');

describe('where a feature may be imported (eslint.config.js)', () => {
  it('refuses a feature that imports another feature', async () => {
    expect(await rulesBroken('apps/web/app/features/journal/probe.ts', usesSearchBox)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('refuses components and lib that import a feature', async () => {
    expect(await rulesBroken('apps/web/app/components/ui/probe.ts', usesSearchBox)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('lets a feature import its own files and a route put features together', async () => {
    expect(await rulesBroken('apps/web/app/features/meal-plans/probe.ts', usesSearchBox)).toEqual(
      [],
    );
    expect(await rulesBroken('apps/web/app/routes/client/probe.ts', usesSearchBox)).toEqual([]);
  });
});
