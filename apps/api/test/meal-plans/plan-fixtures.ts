import { inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { MealPlanInput } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { caseloadSuite } from '../helpers/suite.ts';

type Headers = Record<string, string>;

/** IFCT 2017 foods the tests plan with, by code (loaded by every migration run). */
export async function ifctIds(app: TestApp, codes: readonly string[]) {
  const rows = await app.db
    .select({ id: t.foods.id, code: t.foods.code })
    .from(t.foods)
    .where(inArray(t.foods.code, [...codes]));
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`IFCT food ${code} is not loaded`);
    return id;
  };
}

export const planUrl = (clientId: number) => `/api/clients/${clientId}/meal-plan`;
export const targetsUrl = (clientId: number) => `/api/clients/${clientId}/targets`;

export function putPlan(app: TestApp, clientId: number, body: MealPlanInput, headers: Headers) {
  return app.app.inject({ method: 'PUT', url: planUrl(clientId), headers, payload: body });
}

export function getPlan(app: TestApp, clientId: number, headers: Headers) {
  return app.app.inject({ method: 'GET', url: planUrl(clientId), headers });
}

/**
 * The lunch whose totals plan.test.ts works out by hand: 30 g Bengal gram dal (98.7 kcal)
 * and a cup of raw milled rice (150 g, 534.5 kcal), 633 kcal in all.
 */
export const handWorkedLunch = (id: (code: string) => number) => [
  { foodId: id('B001'), quantity: 30, unit: 'g' as const },
  { foodId: id('A015'), quantity: 1, unit: 'cup' as const },
];

/**
 * A nutritionist with her client (`mine`), the IFCT foods the plan tests use, and her
 * PUT of the client's week; `lunchOf(items)` is a week of one Monday lunch.
 */
export function planSuite() {
  const suite = caseloadSuite();
  const { app, as, mine } = suite;
  let ids: (code: string) => number = () => {
    throw new Error('the IFCT foods are not loaded yet');
  };
  beforeAll(async () => {
    ids = await ifctIds(app, ['B001', 'A015', 'E001', 'L001', 'T013']);
  });
  return {
    ...suite,
    id: (code: string) => ids(code),
    put: (body: MealPlanInput) => putPlan(app, mine.id, body, as.nutritionist.headers),
    lunchOf: (items: MealPlanInput['days'][number]['meals'][number]['items']) => ({
      days: [{ day: 'Monday' as const, meals: [{ meal: 'lunch' as const, items }] }],
    }),
  };
}
