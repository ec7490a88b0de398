import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mealPlanMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { databaseNow } from '../helpers/test-clock.ts';
import { targetsUrl } from './plan-fixtures.ts';

const figures = { kcal: 1600, protein: 72, carbs: 190, fat: 44, fibre: 22 };
const chosen = { ...figures, activity: 'light', goal: 'lose' };

describe('a client’s daily targets', () => {
  const { app, as, mine } = caseloadSuite({ mine: 'Meera Iyer' });
  const read = (headers = as.nutritionist.headers) =>
    app.app.inject({ method: 'GET', url: targetsUrl(mine.id), headers });
  const write = (payload: object) =>
    app.app.inject({
      method: 'PUT',
      url: targetsUrl(mine.id),
      headers: as.nutritionist.headers,
      payload,
    });

  it('says what a suggestion lacks while her profile is empty, and has no targets yet', async () => {
    const body = (await read()).json();
    expect(body).toEqual({
      clientId: mine.id,
      targets: null,
      activity: null,
      goal: null,
      setBy: null,
      setAt: null,
      basis: null,
      missing: ['age', 'height', 'weight', 'gender'],
    });
  });

  it('takes age and gender from her profile, weight and height from her newest assessment', async () => {
    await app.db
      .update(t.clients)
      .set({ age: 29, gender: 'Female', weight: 75, height: 160 })
      .where(eq(t.clients.id, mine.id));
    expect((await read()).json().basis).toEqual({
      weightKg: 75,
      heightCm: 160,
      age: 29,
      gender: 'Female',
    });
    await app.db.insert(t.assessments).values({ clientId: mine.id, weight: 72.4, height: 162 });
    const body = (await read()).json();
    expect(body.basis).toEqual({ weightKg: 72.4, heightCm: 162, age: 29, gender: 'Female' });
    expect(body.missing).toEqual([]);
  });

  it('stores her nutritionist’s figures with who set them and when, and audits the change', async () => {
    // When they were set is the database's stamp: measured against its clock.
    const before = (await databaseNow(app.db)).getTime();
    const response = await write({ ...chosen, kcal: '1600' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      targets: figures,
      activity: 'light',
      goal: 'lose',
      setBy: { id: as.nutritionist.user.id, name: as.nutritionist.user.name },
    });
    expect(new Date(body.setAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const asClient = await read(bearer(await loginAs(app.app, mine)));
    expect(asClient.json()).toEqual(body);
    const audits = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'client_targets'), eq(t.auditLog.entityId, mine.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: as.nutritionist.user.id,
        subjectId: mine.id,
        // Which fields changed, never their values (decision 020).
        details: { fields: expect.arrayContaining(Object.keys(chosen)) },
      }),
    ]);
  });

  it('replaces the figures when set again, and forgets an activity and goal left out', async () => {
    const body = (await write({ kcal: 1700, protein: 75, carbs: 200, fat: 50, fibre: 24 })).json();
    expect(body).toMatchObject({ targets: { kcal: 1700 }, activity: null, goal: null });
    expect(
      await app.db.select().from(t.clientTargets).where(eq(t.clientTargets.clientId, mine.id)),
    ).toHaveLength(1);
  });

  it.each([
    [{ kcal: 700 }, mealPlanMessages.kcalRange],
    [{ kcal: 6001 }, mealPlanMessages.kcalRange],
    [{ kcal: 'lots' }, mealPlanMessages.kcalRange],
    [{ protein: -1 }, mealPlanMessages.gramsRange],
    [{ fibre: 1001 }, mealPlanMessages.gramsRange],
    // Above 0 but too small for the real column: the database would refuse it (500).
    [{ protein: 1e-300 }, mealPlanMessages.gramsRange],
  ])('refuses %o with its message', async (change, message) => {
    const response = await write({
      kcal: 1600,
      protein: 70,
      carbs: 200,
      fat: 50,
      fibre: 25,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
