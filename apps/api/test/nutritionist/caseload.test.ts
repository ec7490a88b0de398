import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseloadClientSchema } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs, type TestUser } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';

const INDIA = 'Asia/Kolkata';

describe('nutritionist look-ups: herself and her clients only', () => {
  const { app, as } = appWithRoles();
  let mine: TestUser;
  let theirs: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    other = await createUser(app.db, 'nutritionist');
    mine = await createUser(app.db, 'client', { name: 'Mine' });
    theirs = await createUser(app.db, 'client', { name: 'Theirs' });
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id, weight: 80 })
      .where(eq(t.clients.id, mine.id));
    await app.db
      .update(t.clients)
      .set({ nutritionistId: other.id })
      .where(eq(t.clients.id, theirs.id));
    await app.db.insert(t.progressEntries).values([
      { clientId: mine.id, week: 1, weight: 79 },
      { clientId: mine.id, week: 2, weight: 78.4 },
    ]);
    await app.db.insert(t.goals).values({
      clientId: mine.id,
      type: 'Weight',
      title: 'Weight',
      target: '72 kg',
      progress: 40,
      deadline: isoDateFromToday(INDIA, 90),
    });
  });

  const get = (url: string, headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url, headers });
  const me = () => as.nutritionist.user;

  it('finds herself by email and by id, as one-item arrays', async () => {
    const byEmail = await get(
      `/api/nuts/email?email=${encodeURIComponent(me().email.toUpperCase())}`,
      as.nutritionist.headers,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual([expect.objectContaining({ id: me().id, email: me().email })]);
    const byId = await get(`/api/nuts/id?id=${me().id}`, as.nutritionist.headers);
    expect(byId.json()[0].id).toBe(me().id);
  });

  it('finds nothing under another nutritionist’s email, and 404 under their id', async () => {
    expect(
      (await get(`/api/nuts/email?email=${other.email}`, as.nutritionist.headers)).json(),
    ).toEqual([]);
    expect((await get(`/api/nuts/id?id=${other.id}`, as.nutritionist.headers)).statusCode).toBe(
      404,
    );
  });

  it('lists only her clients, each with the current goal and the latest weight', async () => {
    for (const url of [
      `/api/client/byNutId?id=${me().id}`,
      `/api/nuts/clients?email=${me().email}`,
    ]) {
      const response = await get(url, as.nutritionist.headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({
          id: mine.id,
          name: 'Mine',
          goal: 'Weight',
          goalProgress: 40,
          latestWeight: 78.4,
        }),
      ]);
    }
  });

  it('answers each client exactly as the client record, in the contract’s formats', async () => {
    const fresh = await createUser(app.db, 'client', { name: 'Fresh Start' });
    // Milliseconds and all: the instant comes back as stored.
    const next = new Date(wallClockFromToday(INDIA, 4, 10).getTime() + 15_123);
    await app.db
      .update(t.clients)
      .set({
        nutritionistId: me().id,
        weight: 64.5,
        height: 158.25,
        nextSession: next,
        lastSession: wallClockFromToday(INDIA, -7, 15, 30),
        plan: 'Custom',
        planDescription: 'Iron-rich vegetarian',
        gender: 'Female',
      })
      .where(eq(t.clients.id, fresh.id));
    const list = (await get(`/api/client/byNutId?id=${me().id}`, as.nutritionist.headers)).json();
    // Strict: no field more or less than the contract, each of its type.
    expect(() => z.array(caseloadClientSchema.strict()).parse(list)).not.toThrow();
    const [record] = (
      await get(`/api/client/clientById?id=${fresh.id}`, as.nutritionist.headers)
    ).json();
    // Ordered by name: "Fresh Start" before "Mine"; no goal or weigh-in yet.
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Fresh Start', 'Mine']);
    expect(list[0]).toEqual({
      ...record,
      goal: null,
      goalProgress: null,
      latestWeight: 64.5,
      lastLoggedOn: null,
      adherence7d: null,
      language: 'en',
    });
    expect(list[0].nextSession).toBe(next.toISOString());
    // The language she reads, so what her nutritionist sends her is written in it.
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, fresh.id));
    const again = (await get(`/api/client/byNutId?id=${me().id}`, as.nutritionist.headers)).json();
    expect(again[0]).toMatchObject({ name: 'Fresh Start', language: 'hi' });
    await app.db.delete(t.users).where(eq(t.users.id, fresh.id));
  });

  it('answers her list by email and by id in the exact shape, every field set or every field empty', async () => {
    const full = await createUser(app.db, 'client', { name: 'Anita Full' });
    const empty = await createUser(app.db, 'client', { name: 'Bela Empty' });
    const last = wallClockFromToday(INDIA, -9, 10, 30);
    await app.db
      .update(t.clients)
      .set({
        nutritionistId: me().id,
        phone: '9876543210',
        location: 'Pune',
        age: 34,
        gender: 'Female',
        issue: 'Thyroid',
        plan: 'Thyroid Health',
        planDescription: null,
        nextSession: wallClockFromToday(INDIA, 5, 10, 30),
        lastSession: last,
        weight: 70.5,
        height: 162,
        diet: 'Vegan',
        allergies: 'Peanuts',
        status: 'inactive',
        completed: true,
        progress: 55,
        profilePicUrl: '/uploads/anita.jpg',
      })
      .where(eq(t.clients.id, full.id));
    await app.db
      .update(t.clients)
      .set({ nutritionistId: me().id })
      .where(eq(t.clients.id, empty.id));
    await app.db.insert(t.progressEntries).values({ clientId: full.id, week: 1, weight: 69.9 });
    await app.db.insert(t.goals).values({
      clientId: full.id,
      type: 'Weight',
      title: 'Lose 5 kg',
      target: '65 kg',
      progress: 20,
      deadline: isoDateFromToday(INDIA, 60),
    });
    const byEmail = (
      await get(
        `/api/nuts/clients?email=${encodeURIComponent(me().email)}`,
        as.nutritionist.headers,
      )
    ).json();
    const byId = (await get(`/api/client/byNutId?id=${me().id}`, as.nutritionist.headers)).json();
    // Strict: no field more or less than the contract, each of its type, nulls included.
    expect(() => z.array(caseloadClientSchema.strict()).parse(byEmail)).not.toThrow();
    expect(byEmail).toEqual(byId);
    const named = (name: string) => byEmail.find((c: { name: string }) => c.name === name);
    expect(named('Anita Full')).toMatchObject({
      gender: 'Female',
      diet: 'Vegan',
      weight: 70.5,
      height: 162,
      goal: 'Lose 5 kg',
      goalProgress: 20,
      latestWeight: 69.9,
      lastSession: last.toISOString(),
    });
    expect(named('Bela Empty')).toMatchObject({
      phone: null,
      location: null,
      address: null,
      age: null,
      gender: null,
      plan: null,
      nextSession: null,
      weight: null,
      diet: null,
      profilePicUrl: null,
      goal: null,
      goalProgress: null,
      latestWeight: null,
      lastLoggedOn: null,
      adherence7d: null,
    });
    await app.db.delete(t.users).where(eq(t.users.id, full.id));
    await app.db.delete(t.users).where(eq(t.users.id, empty.id));
  });

  it('answers 404 for another nutritionist’s client list and client', async () => {
    expect(
      (await get(`/api/client/byNutId?id=${other.id}`, as.nutritionist.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/nuts/clients?email=${other.email}`, as.nutritionist.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/client/clientById?id=${theirs.id}`, as.nutritionist.headers)).statusCode,
    ).toBe(404);
  });

  it('answers one of her clients as a one-item array', async () => {
    const response = await get(`/api/client/clientById?id=${mine.id}`, as.nutritionist.headers);
    expect(response.json()).toEqual([expect.objectContaining({ id: mine.id, nId: me().id })]);
  });

  it('answers 400 for a malformed id or email', async () => {
    expect((await get('/api/client/clientById?id=abc', as.nutritionist.headers)).statusCode).toBe(
      400,
    );
    expect(
      (await get('/api/nuts/email?email=not-an-email', as.nutritionist.headers)).statusCode,
    ).toBe(400);
  });

  it('lets a client read her own nutritionist by id, and answers 404 for any other id', async () => {
    const client = bearer(await loginAs(app.app, mine));
    const own = await get(`/api/nuts/id?id=${me().id}`, client);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([expect.objectContaining({ id: me().id, email: me().email })]);
    // The card, not the practice's counts.
    expect(own.json()[0]).not.toHaveProperty('clientCount');
    expect((await get(`/api/nuts/id?id=${other.id}`, client)).statusCode).toBe(404);
    expect((await get(`/api/nuts/id?id=${mine.id}`, client)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to an admin on her own record by id', async () => {
    expect((await get(`/api/nuts/id?id=${me().id}`, {})).statusCode).toBe(401);
    expect((await get(`/api/nuts/id?id=${me().id}`, as.admin.headers)).statusCode).toBe(403);
  });

  it('answers 401 without a token and 403 to an admin or a client', async () => {
    const urls = [
      `/api/nuts/email?email=${me().email}`,
      `/api/client/byNutId?id=${me().id}`,
      `/api/nuts/clients?email=${me().email}`,
      `/api/client/clientById?id=${mine.id}`,
    ];
    for (const url of urls) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, as.admin.headers)).statusCode, url).toBe(403);
      expect((await get(url, bearer(await loginAs(app.app, mine)))).statusCode, url).toBe(403);
    }
  });
});
