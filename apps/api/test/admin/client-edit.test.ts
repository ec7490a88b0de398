import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';
import { addCoach, fullForm, INDIA } from './client-fixtures.ts';

describe('admin: editing a client with every field of the Add Client form', () => {
  const { app, as, call } = appWithRoles();
  let coachId: number;
  let clientId: number;
  let otherCoachId: number;

  beforeAll(async () => {
    coachId = await addCoach(call, as.admin.headers, 'Coach Kiran', 'kiran@example.test');
    const other = await call('POST', '/api/nutritionists', as.admin.headers, {
      name: 'Coach Meera',
      email: 'meera@example.test',
      specialty: 'Diabetes',
    });
    otherCoachId = other.json().id;
    const created = await call('POST', '/api/client/add', as.admin.headers, {
      ...fullForm,
      email: 'edit-me@example.test',
      nId: coachId,
    });
    clientId = created.json().id;
  });

  it('changes every field the Add Client form has and answers the full record', async () => {
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, {
      name: 'Sana M. Mirza',
      email: 'sana.mirza@example.test',
      phone: '9123456780',
      location: 'Pune',
      age: '32',
      gender: 'Other',
      nId: otherCoachId,
      issue: 'PCOS',
      nextSession: `${isoDateFromToday(INDIA, 11)}T09:00:00+05:30`,
      plan: 'Custom',
      planDescription: 'Low-GI meals',
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: clientId,
      name: 'Sana M. Mirza',
      email: 'sana.mirza@example.test',
      phone: '9123456780',
      location: 'Pune',
      address: 'Pune',
      age: 32,
      gender: 'Other',
      nId: otherCoachId,
      nutritionist: 'Coach Meera',
      issue: 'PCOS',
      nextSession: wallClockFromToday(INDIA, 11, 9).toISOString(),
      plan: 'Custom',
      planDescription: 'Low-GI meals',
      status: 'inactive',
    });
    const [login] = await app.db.select().from(t.users).where(eq(t.users.id, clientId));
    expect(login?.email).toBe('sana.mirza@example.test');
  });

  it('keeps every field an edit leaves out', async () => {
    const before = (await call('GET', `/api/admin/clients/${clientId}`, as.admin.headers)).json()
      .client;
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, {
      plan: 'Diabetes',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, plan: 'Diabetes' });
  });

  it('clears an optional field sent empty', async () => {
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, {
      phone: '',
      location: '',
      issue: '',
      nextSession: '',
      age: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: null,
      location: null,
      issue: null,
      nextSession: null,
      age: null,
      name: 'Sana M. Mirza',
    });
  });

  it('stores a gender sent in any case as the list writes it', async () => {
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, {
      gender: 'male',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().gender).toBe('Male');
  });

  it.each([
    [{ age: 1 }, 'Age must be between 2 and 120'],
    [{ gender: 'Unknown' }, 'Please choose Male, Female or Other'],
    [{ nextSession: 'tomorrow' }, 'Please enter a valid date and time'],
    [{ name: '  ' }, 'Name is required'],
    [{ status: 'paused' }, undefined],
  ])('refuses the edit %o with 400', async (payload, message) => {
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it('refuses a nutritionist id that does not exist with 400', async () => {
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, {
      nId: 999999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No nutritionist has that name.');
  });

  it('refuses an email another account holds with 409', async () => {
    const response = await call('PUT', `/api/clients/${clientId}`, as.admin.headers, {
      email: 'kiran@example.test',
    });
    expect(response.statusCode).toBe(409);
  });
});
