import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type PackageStanding, type Purchase } from '@nourishwell/shared';
import { bearer, loginAs } from '../helpers/factories.ts';
import { tokensForRoles } from '../helpers/roles.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { dateIn, schedulingCalls, slotStarts } from '../scheduling/scheduling-fixtures.ts';
import { GOLD, PRACTICE } from './billing-fixture.ts';

describe('sessions counted against her package, and bookings beyond them (issue 34)', () => {
  const { app, as, mine, theirs } = caseloadSuite();
  const calls = schedulingCalls(app);
  let client: Record<string, string>;
  let admin: Record<string, string>;
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const standing = (headers: Record<string, string>, clientId = mine.id, query = '') =>
    inject('GET', `/api/clients/${clientId}/package-standing${query}`, headers);

  beforeAll(async () => {
    client = bearer(await loginAs(app.app, mine));
    admin = (await tokensForRoles(app.app, app.db)).admin.headers;
    await calls.setHours(as.nutritionist.headers);
    await inject('PUT', '/api/admin/billing-settings', admin, PRACTICE);
  });

  it('says she has no package before she buys one', async () => {
    const response = await standing(client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      standing: 'none',
      sessionsLeft: null,
      blockBeyondSessions: false,
    });
  });

  it('counts each session booked on the package’s days, and reads “used up” when none is left', async () => {
    const two = (
      await inject('POST', '/api/admin/packages', admin, { ...GOLD, sessionsIncluded: 2 })
    ).json<{ id: number }>();
    const sold = (
      await inject('POST', `/api/admin/clients/${mine.id}/purchases`, admin, {
        packageId: two.id,
        stateCode: null,
      })
    ).json<Purchase>();
    expect((await standing(client)).json<PackageStanding>().standing).toBe('awaitingPayment');
    await inject('POST', `/api/admin/purchases/${sold.id}/payments`, admin, {
      method: 'cash',
      paidOn: dateIn(0),
    });
    expect((await standing(as.nutritionist.headers)).json()).toMatchObject({
      standing: 'active',
      sessionsIncluded: 2,
      sessionsUsed: 0,
      sessionsLeft: 2,
    });
    for (const days of [3, 4]) {
      const [start] = await slotStarts(calls, client, dateIn(days));
      expect((await calls.book(client, { start })).statusCode).toBe(201);
    }
    expect((await standing(client)).json()).toMatchObject({
      standing: 'usedUp',
      sessionsUsed: 2,
      sessionsLeft: 0,
    });
    // Warned, not refused, while the practice has not chosen to block.
    const [third] = await slotStarts(calls, client, dateIn(5));
    expect((await calls.book(client, { start: third })).statusCode).toBe(201);
  });

  it('refuses a booking beyond the sessions left once the practice blocks them, for her and for her nutritionist', async () => {
    await inject('PUT', '/api/admin/billing-settings', admin, {
      ...PRACTICE,
      blockBeyondSessions: true,
    });
    const [start] = await slotStarts(calls, client, dateIn(6));
    for (const [who, body] of [
      [client, { start }],
      [as.nutritionist.headers, { start, clientId: mine.id }],
    ] as const) {
      const refused = await calls.book(who, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'NO_SESSIONS_LEFT',
        message: billingMessages.noSessionsLeft,
      });
    }
    // A day after the package ends is beyond it too.
    expect(
      (await standing(client, mine.id, `?date=${dateIn(90)}`)).json<PackageStanding>().standing,
    ).toBe('expired');
  });

  it('lists where each of her clients stands for the nutritionist, and keeps another’s client from her', async () => {
    const list = (
      await inject('GET', '/api/nutritionist/package-standings', as.nutritionist.headers)
    ).json<PackageStanding[]>();
    expect(list.find((row) => row.clientId === mine.id)).toMatchObject({ standing: 'usedUp' });
    expect(list.some((row) => row.clientId === theirs.id)).toBe(false);
    expect((await standing(as.nutritionist.headers, theirs.id)).statusCode).toBe(404);
    expect((await standing(client, theirs.id)).statusCode).toBe(404);
  });
});
