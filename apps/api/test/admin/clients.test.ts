import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { appWithRoles, expectAdminOnly, type Method } from '../helpers/suite.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';
import { addCoach, fullForm, INDIA } from './client-fixtures.ts';

describe('admin: clients', () => {
  const { app, as, call } = appWithRoles();
  let coachId: number;

  beforeAll(async () => {
    coachId = await addCoach(call, as.admin.headers, 'Coach Kiran', 'kiran@example.test');
  });

  it('creates a client from the dashboard dialog, resolving the nutritionist by name', async () => {
    const response = await call('POST', '/api/clients', as.admin.headers, {
      name: 'Ritu Das',
      email: 'ritu@example.test',
      nutritionist: 'coach kiran',
      plan: 'Diabetes',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Ritu Das',
      nId: coachId,
      nutritionist: 'Coach Kiran',
      plan: 'Diabetes',
      status: 'active',
    });
    expect(response.json().temporaryPassword).toHaveLength(12);
  });

  it('refuses an unknown nutritionist name with 400', async () => {
    const response = await call('POST', '/api/clients', as.admin.headers, {
      name: 'A',
      email: 'a@example.test',
      nutritionist: 'Nobody',
      plan: 'Diabetes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No nutritionist has that name.');
  });

  it.each([
    [
      { email: 'b@example.test', nutritionist: 'Coach Kiran', plan: 'Diabetes' },
      'Name is required',
    ],
    [{ name: 'B', nutritionist: 'Coach Kiran', plan: 'Diabetes' }, 'Email is required'],
    [
      { name: 'B', email: 'nope', nutritionist: 'Coach Kiran', plan: 'Diabetes' },
      'Invalid email format',
    ],
    [{ name: 'B', email: 'b@example.test', plan: 'Diabetes' }, 'Nutritionist is required'],
    [{ name: 'B', email: 'b@example.test', nutritionist: 'Coach Kiran' }, 'Plan is required'],
    [
      { name: 'B', email: 'b@example.test', nutritionist: 'Coach Kiran', plan: 'Keto' },
      'Plan is required',
    ],
  ])('refuses the dialog payload %o with "%s"', async (payload, message) => {
    const response = await call('POST', '/api/clients', as.admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('creates a client from the full Add Client form', async () => {
    const response = await call('POST', '/api/client/add', as.admin.headers, {
      ...fullForm,
      nId: coachId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      gender: 'Female',
      age: 31,
      address: 'Hyderabad',
      nextSession: wallClockFromToday(INDIA, 7, 10, 30).toISOString(),
    });
  });

  it.each([
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['age', 'Age'],
    ['gender', 'Gender'],
    ['nId', 'Nutritionist'],
    ['nextSession', 'Next session'],
    ['plan', 'Plan'],
  ])(
    'says "Required fields are missing." in JSON when the full form lacks %s, and "%s is required" for it',
    async (field, label) => {
      const payload: Record<string, unknown> = {
        ...fullForm,
        nId: coachId,
        email: `missing-${field}@example.test`,
      };
      delete payload[field];
      const response = await call('POST', '/api/client/add', as.admin.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({
        message: 'Required fields are missing.',
        details: [{ path: field, message: `${label} is required` }],
      });
    },
  );

  it('refuses a duplicate email with 409', async () => {
    const response = await call('POST', '/api/clients', as.admin.headers, {
      name: 'C',
      email: 'RITU@example.test',
      nutritionist: 'Coach Kiran',
      plan: 'Diabetes',
    });
    expect(response.statusCode).toBe(409);
  });

  it('updates a client and answers the full record', async () => {
    const [ritu] = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'ritu@example.test'));
    const response = await call('PUT', `/api/clients/${ritu?.id}`, as.admin.headers, {
      name: 'Ritu Das Gupta',
      email: 'ritu@example.test',
      nutritionist: 'Coach Kiran',
      plan: 'Custom',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ritu Das Gupta',
      plan: 'Custom',
      nutritionist: 'Coach Kiran',
    });
  });

  it('deletes a client with their login and every record, in one go, and audits it', async () => {
    const created = (
      await call('POST', '/api/clients', as.admin.headers, {
        name: 'Temp',
        email: 'temp@example.test',
        nutritionist: 'Coach Kiran',
        plan: 'Diabetes',
      })
    ).json();
    await app.db.insert(t.progressEntries).values({ clientId: created.id, week: 1, weight: 70 });
    await app.db.insert(t.goals).values({
      clientId: created.id,
      type: 'Weight',
      title: 'Weight',
      target: '65',
      deadline: isoDateFromToday(INDIA, 60),
    });
    await app.db
      .insert(t.messages)
      .values({ senderId: created.id, receiverId: coachId, content: 'hello' });
    const response = await call('DELETE', `/api/clients/${created.id}`, as.admin.headers);
    expect(response.statusCode).toBe(200);
    for (const table of [t.users, t.clients] as const) {
      expect(await app.db.select().from(table).where(eq(table.id, created.id))).toHaveLength(0);
    }
    expect(
      await app.db
        .select()
        .from(t.progressEntries)
        .where(eq(t.progressEntries.clientId, created.id)),
    ).toHaveLength(0);
    expect(
      await app.db.select().from(t.messages).where(eq(t.messages.senderId, created.id)),
    ).toHaveLength(0);
    const audit = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, created.id), eq(t.auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });

  it('deletes through POST /client/delete/ only when id and email agree', async () => {
    const created = (
      await call('POST', '/api/clients', as.admin.headers, {
        name: 'Post Delete',
        email: 'postdel@example.test',
        nutritionist: 'Coach Kiran',
        plan: 'Diabetes',
      })
    ).json();
    const mismatch = await call('POST', `/api/client/delete/${created.id}`, as.admin.headers, {
      email: 'other@example.test',
    });
    expect(mismatch.statusCode).toBe(404);
    const ok = await call('POST', `/api/client/delete/?id=${created.id}`, as.admin.headers, {
      email: 'postdel@example.test',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('deletes through POST /client/delete/ with the spec front end’s {params: {id, email}} body', async () => {
    const created = (
      await call('POST', '/api/clients', as.admin.headers, {
        name: 'Wrapped Delete',
        email: 'wrapped@example.test',
        nutritionist: 'Coach Kiran',
        plan: 'Diabetes',
      })
    ).json();
    const mismatch = await call('POST', '/api/client/delete/', as.admin.headers, {
      params: { id: created.id, email: 'other@example.test' },
    });
    expect(mismatch.statusCode).toBe(404);
    const ok = await call('POST', '/api/client/delete/', as.admin.headers, {
      params: { id: created.id, email: 'wrapped@example.test' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await app.db.select().from(t.clients).where(eq(t.clients.id, created.id))).toEqual([]);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await call('DELETE', '/api/clients/999999', as.admin.headers)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', '/api/clients/999999', as.admin.headers, {
          name: 'A',
          email: 'z9@example.test',
          nutritionist: 'Coach Kiran',
          plan: 'Diabetes',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/clients/999999', as.admin.headers)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a nutritionist or a client', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/client/clients'],
      [
        'POST',
        '/api/clients',
        { name: 'A', email: 'z@example.test', nutritionist: 'Coach Kiran', plan: 'Diabetes' },
      ],
      [
        'PUT',
        `/api/clients/${as.client.user.id}`,
        { name: 'A', email: 'z@example.test', nutritionist: 'Coach Kiran', plan: 'Diabetes' },
      ],
      ['DELETE', `/api/clients/${as.client.user.id}`],
      ['POST', `/api/client/delete/${as.client.user.id}`, {}],
      ['GET', '/api/admin/counts'],
      ['GET', `/api/admin/clients/${as.client.user.id}`],
      ['GET', '/api/admin/profile'],
    ];
    await expectAdminOnly({ as, call }, calls);
  });

  it('keeps the admin’s full form on /client/add away from clients and anonymous callers', async () => {
    const payload = { ...fullForm, nId: coachId, email: 'guarded@example.test' };
    expect((await call('POST', '/api/client/add', {}, payload)).statusCode).toBe(401);
    expect((await call('POST', '/api/client/add', as.client.headers, payload)).statusCode).toBe(
      403,
    );
  });

  it('lists clients with their nutritionist, searches and pages', async () => {
    const page = await call(
      'GET',
      '/api/client/clients?q=ritu&limit=25&offset=0',
      as.admin.headers,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0]).toMatchObject({ nutritionist: 'Coach Kiran', address: null });
    expect(page.headers['x-total-count']).toBe('1');
  });
});
