import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { WEEKDAYS, type JournalEntryInput, type MealPlanInput } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite, type Method } from '../helpers/suite.ts';
import { ifctIds } from '../meal-plans/plan-fixtures.ts';

type Headers = Record<string, string>;

const timeZone = testConfig().defaultTimeZone;

/** The date `daysAgo` days before today in the practice's time zone. */
export const daysAgo = (n: number) => isoDateFromToday(timeZone, -n);

/** How long ago the journal clients' accounts began: older than any range the tests read. */
export const ACCOUNT_AGE_DAYS = 120;

/**
 * A nutritionist (Asha) with her client (mine, "Meera"), another nutritionist's client
 * (theirs) and that nutritionist (other), each signed in; both clients joined
 * ACCOUNT_AGE_DAYS ago, so their journals may hold past dates. `id(code)` names IFCT foods.
 */
export function journalSuite() {
  const suite = caseloadSuite({ mine: 'Meera Iyer', theirs: 'Kavya Rao' });
  const { app, mine, theirs, other } = suite;
  const heads = {} as Record<'mine' | 'theirs' | 'other', Headers>;
  let ids: (code: string) => number = () => {
    throw new Error('the IFCT foods are not loaded yet');
  };
  beforeAll(async () => {
    heads.mine = bearer(await loginAs(app.app, mine));
    heads.theirs = bearer(await loginAs(app.app, theirs));
    heads.other = bearer(await loginAs(app.app, other));
    await app.db
      .update(t.users)
      .set({ createdAt: sql`now() - make_interval(days => ${ACCOUNT_AGE_DAYS})` })
      .where(inArray(t.users.id, [mine.id, theirs.id]));
    ids = await ifctIds(app, ['B001', 'A015', 'E001', 'L001']);
  });
  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    ...suite,
    heads,
    call,
    id: (code: string) => ids(code),
    /** POST /api/journal, as Meera unless told. */
    log: (body: JournalEntryInput, headers: Headers = heads.mine) =>
      call('POST', '/api/journal', headers, body),
    /**
     * A week with breakfast (30 g dal, 98.7 kcal) and lunch (a cup of rice, 534.5 kcal)
     * planned with items on the days given (every day unless told), dinner as a note only.
     */
    plannedWeek: (days: readonly (typeof WEEKDAYS)[number][] = WEEKDAYS): MealPlanInput => ({
      days: days.map((day) => ({
        day,
        meals: [
          { meal: 'breakfast', items: [{ foodId: ids('B001'), quantity: 30, unit: 'g' }] },
          { meal: 'lunch', items: [{ foodId: ids('A015'), quantity: 1, unit: 'cup' }] },
          { meal: 'dinner', items: [], note: 'Light khichdi' },
        ],
      })),
    }),
    journalUrl: (clientId: number, from: string, to: string) =>
      `/api/clients/${clientId}/journal?from=${from}&to=${to}`,
    /** Rows of a table that belong to one client's journal. */
    entryCount: async (clientId: number) =>
      (
        await app.db
          .select({ id: t.journalEntries.id })
          .from(t.journalEntries)
          .where(eq(t.journalEntries.clientId, clientId))
      ).length,
  };
}
