import { describe, expect, it } from 'vitest';
import { breachMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { createUser } from '../helpers/factories.ts';
import { appWithRoles, expectAdminOnly } from '../helpers/suite.ts';
import { auditOf, DAY_MS, mailTo } from './grievance-fixtures.ts';
import { fromNow, testNow } from '../helpers/test-clock.ts';

const suite = appWithRoles();
const { app, as, call } = suite;
const HOUR_MS = 3_600_000;

interface Detail {
  id: number;
  status: string;
  reportBy: string;
  hoursLeft: number;
  overdue: boolean;
  affectedCount: number;
  reportedAt: string | null;
  notifiedAt: string | null;
  affected: Array<{ id: number; name: string; email: string; role: string }>;
  email: { subject: string; body: string };
}

const incident = (over: object = {}) => ({
  title: 'Laptop stolen',
  description: 'A practice laptop with exported meal plans was stolen from a car.',
  dataInvolved: 'Names, email addresses and meal plans',
  discoveredAt: fromNow(-2 * HOUR_MS).toISOString(),
  ...over,
});

describe('the breach register', () => {
  it('records an incident for the people listed, with the 72-hour clock and the prepared email', async () => {
    const discoveredAt = fromNow(-2 * HOUR_MS).toISOString();
    const response = await call('POST', '/api/admin/breaches', as.admin.headers, {
      ...incident({ discoveredAt }),
      affectedUserIds: [as.client.user.id, as.nutritionist.user.id],
    });
    expect(response.statusCode).toBe(201);
    const detail = response.json<Detail>();
    expect(detail).toMatchObject({ status: 'open', overdue: false, affectedCount: 2 });
    expect(detail.hoursLeft).toBe(69);
    expect(detail.affected).toEqual(
      expect.arrayContaining([
        {
          id: as.client.user.id,
          name: as.client.user.name,
          email: as.client.user.email,
          role: 'client',
        },
        expect.objectContaining({ id: as.nutritionist.user.id, role: 'nutritionist' }),
      ]),
    );
    expect(detail.email.subject).toContain('Laptop stolen');
    expect(detail.email.body).toContain('Data involved: Names, email addresses and meal plans');
    expect(detail.email.body).toMatch(/What we are doing:.*\nWhat you can do:/);
    expect(detail.email.body).toContain('hello@nourishwell.test');
    expect(await auditOf(app.db, 'breach', detail.id)).toHaveLength(1);

    const list = await call('GET', '/api/admin/breaches', as.admin.headers);
    expect(list.json<Detail[]>().find((b) => b.id === detail.id)).toMatchObject({
      affectedCount: 2,
      reportBy: new Date(Date.parse(discoveredAt) + 72 * HOUR_MS).toISOString(),
    });
  });

  it('records "all clients" as every client and flags one past 72 hours as overdue', async () => {
    const extra = await createUser(app.db, 'client');
    const response = await call('POST', '/api/admin/breaches', as.admin.headers, {
      ...incident({ discoveredAt: fromNow(-4 * DAY_MS).toISOString() }),
      affected: 'allClients',
    });
    expect(response.statusCode).toBe(201);
    const detail = response.json<Detail>();
    expect(detail.overdue).toBe(true);
    expect(detail.hoursLeft).toBeLessThan(0);
    const ids = detail.affected.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([as.client.user.id, extra.id]));
    expect(detail.affected.every((p) => p.role === 'client')).toBe(true);
  });

  it('refuses a future discovery, missing fields and unknown people with messages', async () => {
    const future = await call('POST', '/api/admin/breaches', as.admin.headers, {
      ...incident({
        discoveredAt: fromNow(DAY_MS).toISOString(),
        title: '',
      }),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual(
      expect.arrayContaining([
        { path: 'discoveredAt', message: breachMessages.discoveredInvalid },
        { path: 'title', message: breachMessages.titleRequired },
      ]),
    );
    const unknown = await call('POST', '/api/admin/breaches', as.admin.headers, {
      ...incident(),
      affectedUserIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(breachMessages.unknownPeople);
  });

  it('queues one email to each affected person, once; a second notify is a 409', async () => {
    const person = await createUser(app.db, 'client');
    const created = (
      await call('POST', '/api/admin/breaches', as.admin.headers, {
        ...incident({ title: 'Wrong recipient' }),
        affectedUserIds: [person.id],
      })
    ).json<Detail>();
    const url = `/api/admin/breaches/${created.id}/notify`;
    const first = await call('POST', url, as.admin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ notified: 1 });
    const mails = await mailTo(app.db, 'breach', person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toBe(created.email.body);

    const second = await call('POST', url, as.admin.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(breachMessages.alreadyNotified);
    expect(await mailTo(app.db, 'breach', person.email)).toHaveLength(1);
    const detail = await call('GET', `/api/admin/breaches/${created.id}`, as.admin.headers);
    expect(detail.json<Detail>().notifiedAt).not.toBeNull();
  });

  it('moves an incident to reported (with the time) and closed, never back', async () => {
    const created = (
      await call('POST', '/api/admin/breaches', as.admin.headers, incident())
    ).json<Detail>();
    const url = `/api/admin/breaches/${created.id}`;
    const reported = await call('PATCH', url, as.admin.headers, { status: 'reported' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json<Detail>()).toMatchObject({ status: 'reported', overdue: false });
    expect(reported.json<Detail>().reportedAt).not.toBeNull();
    expect((await call('PATCH', url, as.admin.headers, { status: 'reported' })).statusCode).toBe(
      409,
    );
    expect((await call('PATCH', url, as.admin.headers, { status: 'closed' })).json().status).toBe(
      'closed',
    );
    const bad = await call('PATCH', url, as.admin.headers, { status: 'open' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/breaches/999999', as.admin.headers)).statusCode).toBe(
      404,
    );
  });

  it('is refused to anyone but an admin', async () => {
    await expectAdminOnly(suite, [
      ['GET', '/api/admin/breaches'],
      ['POST', '/api/admin/breaches', incident()],
      ['GET', '/api/admin/breaches/1'],
      ['PATCH', '/api/admin/breaches/1', { status: 'reported' }],
      ['POST', '/api/admin/breaches/1/notify'],
    ]);
  });
});

describe('the privacy summary', () => {
  it('counts open, overdue and due-soon concerns and breaches past the 72-hour deadline', async () => {
    const before = (await call('GET', '/api/admin/privacy/summary', as.admin.headers)).json();
    const now = testNow().getTime();
    const row = (reference: string, dueIn: number, status: 'open' | 'resolved' = 'open') => ({
      reference,
      name: 'N',
      email: 'n@example.test',
      subject: 'S',
      message: 'M',
      status,
      dueAt: new Date(now + dueIn * DAY_MS),
    });
    await app.db
      .insert(t.grievances)
      .values([
        row('DC-SUMAAA', -1),
        row('DC-SUMBBB', 5),
        row('DC-SUMCCC', 60),
        row('DC-SUMDDD', -3, 'resolved'),
      ]);
    await call('POST', '/api/admin/breaches', as.admin.headers, {
      ...incident({ discoveredAt: new Date(now - 5 * DAY_MS).toISOString() }),
    });
    const after = await call('GET', '/api/admin/privacy/summary', as.admin.headers);
    expect(after.statusCode).toBe(200);
    const summary = after.json();
    expect(summary.openGrievances - before.openGrievances).toBe(3);
    expect(summary.overdueGrievances - before.overdueGrievances).toBe(1);
    expect(summary.dueSoonGrievances - before.dueSoonGrievances).toBe(1);
    expect(summary.openBreaches - before.openBreaches).toBe(1);
    expect(summary.breachesPastReportDeadline - before.breachesPastReportDeadline).toBe(1);
  });
});
