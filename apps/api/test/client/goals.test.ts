import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs, type TestUser } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

// Three months on in India: a deadline that is always ahead of the test's clock.
const deadline = isoDateFromToday('Asia/Kolkata', 90);

describe('a client’s goals (GET/POST /client/goal, /client/goal/update, DELETE /client/goal/)', () => {
  const { app, as } = appWithRoles();
  let other: TestUser;
  let otherHeaders: Record<string, string>;
  type HeaderMap = Record<string, string>;

  beforeAll(async () => {
    other = await createUser(app.db, 'client');
    otherHeaders = bearer(await loginAs(app.app, other));
  });

  const me = () => as.client.user.id;
  const add = (payload: object, headers: HeaderMap = as.client.headers) =>
    app.app.inject({ method: 'POST', url: '/api/client/goal', headers, payload });
  const update = (payload: object, headers: HeaderMap = as.client.headers) =>
    app.app.inject({ method: 'POST', url: '/api/client/goal/update', headers, payload });
  const list = (clientId: number, headers: HeaderMap = as.client.headers) =>
    app.app.inject({ method: 'GET', url: `/api/client/goal?clientId=${clientId}`, headers });
  const remove = (
    goalId: number,
    headers: HeaderMap = as.client.headers,
    path = '/api/client/goal/',
  ) => app.app.inject({ method: 'DELETE', url: `${path}?goalId=${goalId}`, headers });
  const goal = { type: 'Lose weight', target: 'Reach 64 kg', deadline };

  it('adds a goal with progress 0 by default, carrying both title and type', async () => {
    const response = await add({ clientId: me(), ...goal });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      clientId: me(),
      title: 'Lose weight',
      type: 'Lose weight',
      target: 'Reach 64 kg',
      progress: 0,
      deadline,
      completed: false,
    });
  });

  it('refuses a second goal while the first is active, with the spec’s message', async () => {
    const response = await add({ clientId: me(), ...goal, type: 'Sleep better' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: portalMessages.goalActive });
  });

  it('updates progress, completes the goal at 100, and then allows a new goal', async () => {
    const [first] = (await list(me())).json<Array<{ id: number }>>();
    const halfway = await update({ goalId: first!.id, progress: 55 });
    expect(halfway.json()).toMatchObject({ progress: 55, completed: false });
    const done = await update({ goalId: first!.id, progress: 100 });
    expect(done.json()).toMatchObject({ progress: 100, completed: true });
    const again = await update({ goalId: first!.id, progress: 40 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: portalMessages.goalAlreadyComplete });

    const next = await add({ clientId: me(), ...goal, type: 'Walk daily', progress: 10 });
    expect(next.statusCode).toBe(201);
    const goals = (await list(me())).json<Array<{ type: string }>>();
    expect(goals.map((g) => g.type)).toEqual(['Walk daily', 'Lose weight']);
  });

  it('lets two goals sent at once store only one active goal', async () => {
    const fresh = await createUser(app.db, 'client');
    const headers = bearer(await loginAs(app.app, fresh));
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((type) => add({ clientId: fresh.id, ...goal, type }, headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('checks type, target, deadline (not in the past) and progress with clear messages', async () => {
    const blank = await add({ clientId: me(), type: ' ', target: '', deadline: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual(
      expect.arrayContaining([
        { path: 'type', message: portalMessages.goalRequired },
        { path: 'target', message: portalMessages.goalRequired },
        { path: 'deadline', message: portalMessages.goalRequired },
      ]),
    );
    for (const progress of [-1, 101, 'lots', 12.5]) {
      const bad = await add({ clientId: me(), ...goal, progress });
      expect(bad.json().details).toEqual([
        { path: 'progress', message: portalMessages.goalProgress },
      ]);
    }
    const past = await add({ clientId: me(), ...goal, deadline: '2020-01-31' });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([
      { path: 'deadline', message: portalMessages.goalDeadlinePast },
    ]);
    const [current] = (await list(me())).json<Array<{ id: number }>>();
    const badUpdate = await update({ goalId: current!.id, progress: 150 });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json().message).toBe(portalMessages.goalProgress);
  });

  it('removes her goal, by the spec’s path with the slash and without it', async () => {
    const [current] = (await list(me())).json<Array<{ id: number }>>();
    expect((await remove(current!.id)).statusCode).toBe(200);
    await add({ clientId: me(), ...goal, type: 'Drink water' });
    const [latest] = (await list(me())).json<Array<{ id: number }>>();
    expect((await remove(latest!.id, as.client.headers, '/api/client/goal')).statusCode).toBe(200);
    expect((await list(me())).json()).toHaveLength(1);
  });

  it('answers 404 for another client’s goals, whatever the call', async () => {
    const [mine] = (await list(me())).json<Array<{ id: number }>>();
    expect((await list(me(), otherHeaders)).statusCode).toBe(404);
    expect((await add({ clientId: me(), ...goal }, otherHeaders)).statusCode).toBe(404);
    expect((await update({ goalId: mine!.id, progress: 20 }, otherHeaders)).statusCode).toBe(404);
    expect((await remove(mine!.id, otherHeaders)).statusCode).toBe(404);
    expect((await list(me())).json()).toHaveLength(1);
  });

  it('lets her own nutritionist read her goals, and answers 404 for a client not hers', async () => {
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id })
      .where(eq(t.clients.id, me()));
    const response = await list(me(), as.nutritionist.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await list(me())).json());
    expect(response.json()).toHaveLength(1);
    expect((await list(other.id, as.nutritionist.headers)).statusCode).toBe(404);
  });

  it('answers 403 to an admin reading and to a nutritionist writing, and 401 without a token', async () => {
    expect((await list(me(), as.admin.headers)).statusCode).toBe(403);
    expect((await add({ clientId: me(), ...goal }, as.nutritionist.headers)).statusCode).toBe(403);
    expect((await list(me(), {})).statusCode).toBe(401);
    expect((await remove(1, {})).statusCode).toBe(401);
  });
});
