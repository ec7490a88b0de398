import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { fromNow, isoDateFromToday } from '../helpers/test-clock.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite, type Method } from '../helpers/suite.ts';

type Headers = Record<string, string>;

/** The practice's time zone in tests (TZ_DEFAULT's default): dates are read in it. */
export const TIME_ZONE = 'Asia/Kolkata';
/** How long ago the tracked client's account was made, so past dates are hers to track. */
export const ACCOUNT_AGE_DAYS = 60;
export const day = (offset: number) => isoDateFromToday(TIME_ZONE, offset);

/**
 * caseloadSuite with the people every tracking call is tried as: the client herself
 * ("herself", her account 60 days old), her nutritionist, another nutritionist, another
 * client (`as.client`, nobody's), an admin and no one.
 */
export function trackingSuite() {
  const suite = caseloadSuite();
  const { app, mine, other } = suite;
  const heads = {} as Record<'herself' | 'otherNutritionist', Headers>;
  beforeAll(async () => {
    const joined = fromNow(-ACCOUNT_AGE_DAYS * 86_400_000);
    await app.db.update(t.users).set({ createdAt: joined }).where(eq(t.users.id, mine.id));
    heads.herself = bearer(await loginAs(app.app, mine));
    heads.otherNutritionist = bearer(await loginAs(app.app, other));
  });
  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** A 400 whose message is the one expected. */
  const expectRefused = async (
    method: Method,
    url: string,
    headers: Headers,
    payload: object | undefined,
    message: string,
  ) => {
    const response = await call(method, url, headers, payload);
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    expect(response.json().message).toBe(message);
  };
  /** The audit rows written about one record. */
  const auditRows = (entity: string, entityId: number) =>
    app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, entityId)));
  return { ...suite, heads, call, expectRefused, auditRows };
}
