import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { JournalEntryInput } from '@nourishwell/shared';
import * as t from '../../src/db/schema/index.ts';
import { isoDateFromToday } from '../../src/lib/dates.ts';
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
