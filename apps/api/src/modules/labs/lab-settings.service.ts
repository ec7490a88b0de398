import {
  LAB_TEST_CODES,
  LAB_TESTS,
  type LabRange,
  type LabSetting,
  type LabTestCode,
  type labSettingInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './labs.repository.ts';

type Practice = Record<
  LabTestCode,
  { ranges: LabRange[]; retestDays: number | null; edited: boolean }
>;

/** Each test's ranges and retest interval: the practice's row, else the catalogue's defaults. */
export async function practiceSettings(db: Executor): Promise<Practice> {
  const rows = new Map((await repo.settings(db)).map((row) => [row.testCode, row]));
  return Object.fromEntries(
    LAB_TEST_CODES.map((code) => {
      const row = rows.get(code);
      return [
        code,
        row
          ? { ranges: row.ranges, retestDays: row.retestDays, edited: true }
          : {
              ranges: LAB_TESTS[code].ranges,
              retestDays: LAB_TESTS[code].retestDays,
              edited: false,
            },
      ];
    }),
  ) as Practice;
}

const toSetting = (code: LabTestCode, practice: Practice): LabSetting => ({
  code,
  unit: LAB_TESTS[code].unit,
  ...practice[code],
});

/** GET /admin/lab-tests: the whole catalogue as the practice reads it. */
export async function labSettings(deps: AppDeps): Promise<LabSetting[]> {
  const practice = await practiceSettings(deps.db);
  return LAB_TEST_CODES.map((code) => toSetting(code, practice));
}

/** PUT /admin/lab-tests/:code: the admin's ranges for one test, audited. */
export async function saveLabSetting(
  deps: AppDeps,
  actor: Actor,
  code: LabTestCode,
  input: z.output<typeof labSettingInputSchema>,
): Promise<LabSetting> {
  return deps.db.transaction(async (tx) => {
    await repo.saveSetting(tx, {
      testCode: code,
      ranges: input.ranges,
      retestDays: input.retestDays,
      updatedBy: actor.id,
      updatedAt: deps.clock.now(),
    });
    await audit(tx, actor, 'update', 'labTestSetting', null, { after: { code, ...input } });
    return toSetting(code, await practiceSettings(tx));
  });
}

/** DELETE /admin/lab-tests/:code: back to the catalogue's defaults. */
export async function resetLabSetting(
  deps: AppDeps,
  actor: Actor,
  code: LabTestCode,
): Promise<LabSetting> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.deleteSetting(tx, code);
    if (before) await audit(tx, actor, 'delete', 'labTestSetting', null, { before });
    return toSetting(code, await practiceSettings(tx));
  });
}
