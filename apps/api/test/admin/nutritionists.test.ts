import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { appWithRoles, expectAdminOnly, type Method } from '../helpers/suite.ts';

describe('admin: nutritionists', () => {
  const { app, as, call } = appWithRoles();

  it('creates a nutritionist with a login that must set its own password, and audits it', async () => {
    const response = await call('POST', '/api/nutritionists', as.admin.headers, {
      name: 'Nisha Verma',
      email: 'Nisha@Example.test',
      specialty: 'Diabetes',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Nisha Verma',
      email: 'nisha@example.test',
      specialty: 'Diabetes',
      specialization: 'Diabetes',
      clientCount: 0,
      clients: 0,
      status: 'active',
    });
    expect(body.temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);

    const login = await app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: {
        email: 'nisha@example.test',
        password: body.temporaryPassword,
        role: 'nutritionist',
      },
    });
    expect(login.json().mustChangePassword).toBe(true);

    const audit = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'nutritionist'), eq(t.auditLog.entityId, body.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorId: as.admin.user.id });
    const welcome = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.recipient, 'nisha@example.test'));
    expect(welcome[0]?.body).toContain(body.temporaryPassword);
  });

  it('accepts the management screen’s payload on /nuts/add, which also requires a phone', async () => {
    const ok = await call('POST', '/api/nuts/add', as.admin.headers, {
      name: 'Om Prakash',
      email: 'om@example.test',
      phone: '9812345670',
      location: 'Jaipur',
      specialization: 'Sports',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ address: 'Jaipur', location: 'Jaipur', phone: '9812345670' });
    const noPhone = await call('POST', '/api/nuts/add', as.admin.headers, {
      name: 'X',
      email: 'x1@example.test',
      specialization: 'Sports',
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('Please enter a valid phone number');
  });

  it.each([
    [{ email: 'a@example.test', specialty: 'S' }, 'Name is required'],
    [{ name: 'A', specialty: 'S' }, 'Email is required'],
    [{ name: 'A', email: 'not-an-email', specialty: 'S' }, 'Invalid email format'],
    [{ name: 'A', email: 'a2@example.test' }, 'Specialty is required'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await call('POST', '/api/nutritionists', as.admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a second account with the same email with 409', async () => {
    const response = await call('POST', '/api/nutritionists', as.admin.headers, {
      name: 'Dup',
      email: as.client.user.email.toUpperCase(),
      specialty: 'S',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists.');
  });

  it('answers 401 without a token and 403 to a nutritionist or a client, on every call', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/nuts/nutritionists'],
      ['POST', '/api/nutritionists', { name: 'A', email: 'z@example.test', specialty: 'S' }],
      [
        'POST',
        '/api/nuts/add',
        { name: 'A', email: 'z@example.test', phone: '9812345670', specialization: 'S' },
      ],
      [
        'PUT',
        `/api/nutritionists/${as.nutritionist.user.id}`,
        { name: 'A', email: 'z@example.test', specialty: 'S' },
      ],
      ['DELETE', `/api/nutritionists/${as.nutritionist.user.id}`],
      ['POST', '/api/nuts/delete', { id: as.nutritionist.user.id }],
    ];
    await expectAdminOnly({ as, call }, calls);
  });

  it('lists nutritionists with counts, searches and pages, and tells the total', async () => {
    const all = await call('GET', '/api/nuts/nutritionists', as.admin.headers);
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    const page = await call(
      'GET',
      '/api/nuts/nutritionists?q=nisha&limit=1&offset=0',
      as.admin.headers,
    );
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].name).toBe('Nisha Verma');
    expect(page.headers['x-total-count']).toBe('1');
  });

  it('updates with either payload, answers the full record and audits before and after', async () => {
    const created = (
      await call('POST', '/api/nutritionists', as.admin.headers, {
        name: 'Edit Me',
        email: 'edit@example.test',
        specialty: 'A',
      })
    ).json();
    const response = await call('PUT', `/api/nutritionists/${created.id}`, as.admin.headers, {
      name: 'Edited',
      email: 'edited@example.test',
      phone: '9876500000',
      location: 'Pune',
      specialization: 'B',
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Edited',
      email: 'edited@example.test',
      status: 'inactive',
      specialty: 'B',
      address: 'Pune',
    });
    const short = await call('PUT', `/api/nutritionists/${created.id}`, as.admin.headers, {
      name: 'Edited 2',
      email: 'edited@example.test',
      specialty: 'C',
    });
    expect(short.json()).toMatchObject({
      name: 'Edited 2',
      address: 'Pune',
      phone: '9876500000',
      status: 'inactive',
    });
    const [audit] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, created.id), eq(t.auditLog.action, 'update')));
    // Which fields changed, never their values (decision 020).
    expect(audit?.details).toEqual({ fields: expect.arrayContaining(['name']) as unknown });
    expect(JSON.stringify(audit?.details)).not.toContain('Edit');
  });

  it('answers 404 for an unknown nutritionist', async () => {
    expect(
      (
        await call('PUT', '/api/nutritionists/999999', as.admin.headers, {
          name: 'A',
          email: 'q@example.test',
          specialty: 'S',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/nutritionists/999999', as.admin.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', '/api/admin/nutritionists/999999', as.admin.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a nutritionist with clients (409, how many), then deletes with reassignment', async () => {
    const from = (
      await call('POST', '/api/nutritionists', as.admin.headers, {
        name: 'Leaving Coach',
        email: 'leaving@example.test',
        specialty: 'S',
      })
    ).json();
    const to = (
      await call('POST', '/api/nutritionists', as.admin.headers, {
        name: 'Staying Coach',
        email: 'staying@example.test',
        specialty: 'S',
      })
    ).json();
    for (const n of [1, 2]) {
      await call('POST', '/api/clients', as.admin.headers, {
        name: `Client ${n}`,
        email: `moved${n}@example.test`,
        nutritionist: 'Leaving Coach',
        plan: 'Diabetes',
      });
    }
    const refused = await call('DELETE', `/api/nutritionists/${from.id}`, as.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has 2 clients/);

    const done = await call(
      'DELETE',
      `/api/nutritionists/${from.id}?reassignTo=${to.id}`,
      as.admin.headers,
    );
    expect(done.statusCode).toBe(200);
    const moved = await app.db.select().from(t.clients).where(eq(t.clients.nutritionistId, to.id));
    expect(moved).toHaveLength(2);
    expect(await app.db.select().from(t.users).where(eq(t.users.id, from.id))).toHaveLength(0);
  });

  it('deletes a nutritionist without clients through POST /nuts/delete by email', async () => {
    await call('POST', '/api/nutritionists', as.admin.headers, {
      name: 'Gone',
      email: 'gone@example.test',
      specialty: 'S',
    });
    const response = await call('POST', '/api/nuts/delete', as.admin.headers, {
      email: 'gone@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Nutritionist deleted successfully');
  });

  it('deletes a nutritionist through POST /nuts/delete with the spec front end’s {params: {id, email}} body', async () => {
    const created = (
      await call('POST', '/api/nutritionists', as.admin.headers, {
        name: 'Wrapped',
        email: 'wrapped-nut@example.test',
        specialty: 'S',
      })
    ).json();
    const response = await call('POST', '/api/nuts/delete', as.admin.headers, {
      params: { id: created.id, email: 'wrapped-nut@example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Nutritionist deleted successfully');
    expect(
      await app.db.select().from(t.nutritionists).where(eq(t.nutritionists.id, created.id)),
    ).toEqual([]);
  });
});
