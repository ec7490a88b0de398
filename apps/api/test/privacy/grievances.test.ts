import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grievanceMessages, publicMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, testConfig } from '../helpers/build-test-app.ts';
import { appWithRoles, expectAdminOnly } from '../helpers/suite.ts';
import { concern, DAY_MS, mailTo } from './grievance-fixtures.ts';
import { fromNow, testNow } from '../helpers/test-clock.ts';

const suite = appWithRoles();
const { app, as, call } = suite;

describe('raising a data concern from the public form', () => {
  it('answers 201 with a DC- reference and a due date 90 days on, and tells her, the officer and the admins', async () => {
    const before = testNow().getTime();
    const response = await call('POST', '/api/grievances', {}, concern('Asha@Example.test'));
    expect(response.statusCode).toBe(201);
    const { reference, dueAt } = response.json<{ reference: string; dueAt: string }>();
    expect(reference).toMatch(/^DC-[A-Z]{6}$/);
    const days = (Date.parse(dueAt) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(90);
    expect(days).toBeLessThan(90.01);

    const [ack] = await mailTo(app.db, 'grievance', 'asha@example.test');
    expect(ack?.subject).toContain(reference);
    expect(ack?.body).toMatch(/We will answer you by \d{1,2} \w+ \d{4}/);
    const [officer] = await mailTo(app.db, 'grievance', testConfig().privacy.contactEmail);
    expect(officer?.subject).toContain(reference);
    const notices = await app.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, as.admin.user.id));
    expect(notices.some((n) => n.kind === 'grievance' && n.text.includes(reference))).toBe(true);
  });

  it('refuses a concern without a subject or message with the shared messages', async () => {
    const response = await call('POST', '/api/grievances', {}, { name: 'A', email: 'not-mail' });
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: Array<{ path: string; message: string }> }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: publicMessages.emailInvalid },
        { path: 'subject', message: grievanceMessages.subjectRequired },
        { path: 'message', message: grievanceMessages.messageRequired },
      ]),
    );
  });
});

describe('the public form’s rate limit', () => {
  it('answers 429 with a message when one address sends too many concerns', async () => {
    const limited = await buildTestApp({ FORM_MAX_PER_IP: '2' });
    try {
      const send = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/grievances',
          payload: concern(`limit${n}@example.test`),
        });
      expect((await send(1)).statusCode).toBe(201);
      expect((await send(2)).statusCode).toBe(201);
      const blocked = await send(3);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/too many requests/i);
    } finally {
      await limited.close();
    }
  });
});

describe('her own data concerns', () => {
  it('takes her name and email from her account and lists only hers', async () => {
    const raised = await call('POST', '/api/me/grievances', as.client.headers, {
      subject: 'Who saw my meal plan?',
      message: 'I would like to know who opened my meal plan.',
    });
    expect(raised.statusCode).toBe(201);
    await call('POST', '/api/me/grievances', as.nutritionist.headers, {
      subject: 'Not hers',
      message: 'A concern of the nutritionist.',
    });
    const mine = await call('GET', '/api/me/grievances', as.client.headers);
    expect(mine.statusCode).toBe(200);
    const list = mine.json<Array<{ reference: string; subject: string; status: string }>>();
    expect(list.map((g) => g.subject)).toEqual(['Who saw my meal plan?']);
    expect(list[0]).toMatchObject({ reference: raised.json().reference, status: 'open' });
    const [row] = await app.db
      .select()
      .from(t.grievances)
      .where(eq(t.grievances.reference, raised.json().reference));
    expect(row).toMatchObject({ userId: as.client.user.id, email: as.client.user.email });
    expect(row?.name).toBe(as.client.user.name);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/me/grievances', {})).statusCode).toBe(401);
  });
});

describe('the admin’s data concerns', () => {
  it('lists concerns with the overdue flag and days left, and filters by status', async () => {
    await app.db.insert(t.grievances).values({
      reference: 'DC-OLDONE',
      name: 'Old Concern',
      email: 'old@example.test',
      subject: 'Overdue',
      message: 'Raised long ago.',
      dueAt: fromNow(-2 * DAY_MS),
      createdAt: fromNow(-92 * DAY_MS),
    });
    const response = await call('GET', '/api/admin/grievances?status=open', as.admin.headers);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Array<{ reference: string; overdue: boolean; daysLeft: number }>>();
    expect(rows.find((g) => g.reference === 'DC-OLDONE')).toMatchObject({
      overdue: true,
      daysLeft: -2,
    });
    expect(rows.filter((g) => g.reference !== 'DC-OLDONE').every((g) => !g.overdue)).toBe(true);
    const bad = await call('GET', '/api/admin/grievances?status=done', as.admin.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('marks one in progress, resolves it with a reply emailed to her, and refuses a second resolve', async () => {
    const { reference } = (
      await call('POST', '/api/grievances', {}, concern('resolve@example.test'))
    ).json<{ reference: string }>();
    const [row] = await app.db
      .select()
      .from(t.grievances)
      .where(eq(t.grievances.reference, reference));
    const url = `/api/admin/grievances/${row?.id}`;
    const progressed = await call('PATCH', url, as.admin.headers, { status: 'inProgress' });
    expect(progressed.statusCode).toBe(200);
    expect(progressed.json().status).toBe('inProgress');

    const empty = await call('POST', `${url}/resolve`, as.admin.headers, { reply: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(grievanceMessages.replyRequired);

    const reply = 'We deleted your enquiry on 24 November.';
    const resolved = await call('POST', `${url}/resolve`, as.admin.headers, { reply });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', reply, overdue: false });
    const mails = await mailTo(app.db, 'grievance', 'resolve@example.test');
    expect(mails.at(-1)?.body).toContain(reply);

    const again = await call('POST', `${url}/resolve`, as.admin.headers, { reply: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(grievanceMessages.alreadyResolved);
    const reopen = await call('PATCH', url, as.admin.headers, { status: 'inProgress' });
    expect(reopen.statusCode).toBe(409);

    const audits = await app.db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'grievance'));
    expect(
      audits.filter((a) => a.entityId === row?.id && a.actorId === as.admin.user.id),
    ).toHaveLength(2);
  });

  it('answers 404 for a concern that does not exist', async () => {
    const response = await call('POST', '/api/admin/grievances/999999/resolve', as.admin.headers, {
      reply: 'Hello',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(grievanceMessages.notFound);
  });

  it('is refused to anyone but an admin', async () => {
    await expectAdminOnly(suite, [
      ['GET', '/api/admin/grievances'],
      ['PATCH', '/api/admin/grievances/1', { status: 'inProgress' }],
      ['POST', '/api/admin/grievances/1/resolve', { reply: 'x' }],
      ['GET', '/api/admin/privacy/summary'],
    ]);
  });
});
