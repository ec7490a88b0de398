import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { appWithRoles } from '../helpers/suite.ts';

const zone = testConfig().defaultTimeZone;

describe('a nutritionist adds her own client (POST /client/add)', () => {
  const { app, as } = appWithRoles();
  const form = {
    name: 'Lata Shetty',
    age: '45',
    email: 'lata@example.test',
    phone: '98450 11223',
    gender: 'Female',
    location: 'Mangaluru',
    issue: 'Prediabetes',
    plan: 'Diabetes',
  };

  const add = (payload: object) =>
    app.app.inject({
      method: 'POST',
      url: '/api/client/add',
      headers: as.nutritionist.headers,
      payload,
    });

  it('creates the login for her own client and shows the temporary password once', async () => {
    const response = await add(form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Lata Shetty',
      nId: as.nutritionist.user.id,
      age: 45,
      phone: '9845011223',
      plan: 'Diabetes',
    });
    expect(response.json().temporaryPassword).toHaveLength(12);
    const [user] = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'lata@example.test'));
    expect(user?.mustChangePassword).toBe(true);
  });

  it.each(['name', 'age', 'email', 'phone', 'gender', 'location', 'issue', 'plan'])(
    'says "Please fill in all the fields." without %s',
    async (field) => {
      const payload: Record<string, unknown> = { ...form, email: `no-${field}@example.test` };
      delete payload[field];
      const response = await add(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in all the fields.');
    },
  );

  it('asks for the text of a Custom plan, and stores it', async () => {
    const missing = await add({ ...form, email: 'custom1@example.test', plan: 'Custom' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your custom plan.');
    const ok = await add({
      ...form,
      email: 'custom2@example.test',
      plan: 'Custom',
      planDescription: 'Post-surgery recovery',
    });
    expect(ok.json()).toMatchObject({ plan: 'Custom', planDescription: 'Post-surgery recovery' });
  });

  it.each([
    ['female', 1],
    ['FEMALE', 2],
    [' Female ', 3],
  ])(
    'accepts the gender %j, as the spec’s form may send it, and stores it as Female',
    async (gender, n) => {
      const response = await add({ ...form, email: `gender-${n}@example.test`, gender });
      expect(response.statusCode).toBe(201);
      expect(response.json().gender).toBe('Female');
    },
  );

  it('keeps the plan text the spec’s form sends with any plan', async () => {
    const response = await add({
      ...form,
      email: 'plan-text@example.test',
      planDescription: 'Low-GI meals, two snacks',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      plan: 'Diabetes',
      planDescription: 'Low-GI meals, two snacks',
    });
  });

  it('books the next session the spec’s form sends', async () => {
    const nextSession = wallClockFromToday(zone, 9, 11, 15);
    const response = await add({
      ...form,
      email: 'with-next@example.test',
      nextSession: nextSession.toISOString(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().nextSession).toBe(nextSession.toISOString());
    const sessions = await app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.clientId, response.json().id));
    expect(sessions).toEqual([
      expect.objectContaining({
        status: 'booked',
        nutritionistId: as.nutritionist.user.id,
        scheduledAt: nextSession,
      }),
    ]);
  });

  it('takes an empty next session as none', async () => {
    const response = await add({ ...form, email: 'no-next@example.test', nextSession: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().nextSession).toBeNull();
  });

  it('refuses a taken email with 409', async () => {
    expect((await add({ ...form })).statusCode).toBe(409);
  });
});
