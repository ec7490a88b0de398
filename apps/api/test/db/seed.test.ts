import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoClients } from '#api/db/demo-data.ts';
import * as t from '#api/db/schema/index.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testNow } from '../helpers/test-clock.ts';

describe('the demo seed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const total = async (
    table:
      | typeof t.users
      | typeof t.clients
      | typeof t.progressEntries
      | typeof t.mealPlanEntries
      | typeof t.mealPlanItems,
  ) => {
    const [row] = await app.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('seeds an empty database once, and leaves it alone the second time', async () => {
    expect(await seedDemoDataIfEmpty(app.db, testNow())).toBe(true);
    expect(await seedDemoDataIfEmpty(app.db, testNow())).toBe(false);
    expect(await total(t.users)).toBe(1 + 2 + demoClients.length);
  });

  it.each([
    ['admin@nourishwell.test', 'admin'],
    ['asha@nourishwell.test', 'nutritionist'],
    ['ravi@nourishwell.test', 'nutritionist'],
    ['meera@nourishwell.test', 'client'],
    ['arjun@nourishwell.test', 'client'],
  ])('lets %s sign in as %s with the demo password', async (email, role) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: DEMO_PASSWORD, role },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives Meera to Asha and Arjun to Ravi, and spreads the other clients over both', async () => {
    const rows = await app.db
      .select({ client: t.users.email, nutritionist: t.nutritionists.name })
      .from(t.clients)
      .innerJoin(t.users, eq(t.users.id, t.clients.id))
      .innerJoin(t.nutritionists, eq(t.nutritionists.id, t.clients.nutritionistId));
    const byEmail = Object.fromEntries(rows.map((r) => [r.client, r.nutritionist]));
    expect(byEmail['meera@nourishwell.test']).toBe('Asha Menon');
    expect(byEmail['arjun@nourishwell.test']).toBe('Ravi Kulkarni');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.nutritionist)).size).toBe(2);
  });

  it('gives every client four weeks of progress and two clients a full weekly meal plan', async () => {
    expect(await total(t.progressEntries)).toBe(demoClients.length * 4);
    expect(await total(t.mealPlanEntries)).toBe(2 * 7 * 4);
    expect(await total(t.mealPlanItems)).toBeGreaterThan(2 * 7 * 4);
    const [completed] = await app.db
      .select({ n: count() })
      .from(t.appointments)
      .where(eq(t.appointments.status, 'completed'));
    expect(completed?.n).toBeGreaterThan(0);
    const [conversation] = await app.db.select({ n: count() }).from(t.messages);
    expect(conversation?.n).toBeGreaterThan(0);
  });
});
