import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalMessages, measurementMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { ACCOUNT_AGE_DAYS, day, trackingSuite } from '../tracking/tracking-fixtures.ts';

const measurementsUrl = (clientId: number) => `/api/clients/${clientId}/measurements`;

describe('her dated weigh-ins and measurements (GET/POST/DELETE /clients/:id/measurements)', () => {
  const { app, as, mine, theirs, heads, call, expectRefused, auditRows } = trackingSuite();
  const url = () => measurementsUrl(mine.id);
  const history = async (headers = heads.herself) => (await call('GET', url(), headers)).json();

  it('saves a date’s figures for the client herself (201), and her nutritionist’s save of the same date replaces them', async () => {
    const first = await call('POST', url(), heads.herself, {
      date: day(-5),
      weightKg: 72.3,
      waistCm: 84.5,
      hipCm: 101,
      bodyFatPct: 31.2,
    });
    expect(first.statusCode).toBe(201);
    const saved = first.json();
    expect(saved).toEqual({
      id: expect.any(Number),
      date: day(-5),
      weightKg: 72.3,
      waistCm: 84.5,
      hipCm: 101,
      bodyFatPct: 31.2,
      source: 'measurement',
      week: null,
    });

    const replaced = await call('POST', url(), as.nutritionist.headers, {
      date: day(-5),
      weightKg: '71.9',
      waistCm: '',
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toEqual({
      ...saved,
      weightKg: 71.9,
      waistCm: null,
      hipCm: null,
      bodyFatPct: null,
    });
    const [row] = await app.db.select().from(t.measurements).where(eq(t.measurements.id, saved.id));
    expect(row?.recordedBy).toBe(as.nutritionist.user.id);
    const audits = await auditRows('measurement', saved.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['create', mine.id],
      ['update', as.nutritionist.user.id],
    ]);
  });

  it('answers her history oldest first, to her and to her nutritionist alike', async () => {
    await call('POST', url(), heads.herself, { date: day(0), weightKg: 71 });
    await call('POST', url(), heads.herself, { date: day(-20), weightKg: 74 });
    const list = await history();
    expect(list.map((m: { date: string; weightKg: number }) => [m.date, m.weightKg])).toEqual([
      [day(-20), 74],
      [day(-5), 71.9],
      [day(0), 71],
    ]);
    expect(await history(as.nutritionist.headers)).toEqual(list);
  });

  it('shows the spec’s week entries in the same history at the date they were saved (practice time zone), and GET /client/progress is unchanged', async () => {
    const recorded = await call('POST', '/api/client/progress', as.nutritionist.headers, {
      clientId: mine.id,
      week: 'Week 2',
      weight: 73.5,
    });
    expect(recorded.statusCode).toBe(200);
    // 20:00 UTC is 01:30 the next day in India: the entry belongs to that next day.
    await app.db
      .update(t.progressEntries)
      .set({ recordedAt: new Date(`${day(-12)}T20:00:00Z`) })
      .where(eq(t.progressEntries.clientId, mine.id));
    const list = await history();
    expect(list.find((m: { source: string }) => m.source === 'week')).toEqual({
      id: null,
      date: day(-11),
      weightKg: 73.5,
      waistCm: null,
      hipCm: null,
      bodyFatPct: null,
      source: 'week',
      week: 2,
    });
    expect(list.map((m: { date: string }) => m.date)).toEqual([
      day(-20),
      day(-11),
      day(-5),
      day(0),
    ]);

    const progress = await call('GET', `/api/client/progress?id=${mine.id}`, heads.herself);
    expect(progress.json()).toEqual([{ week: 2, weight: 73.5 }]);
  });

  it('refuses a weight of 1, a waist of 20, body fat of 90, a future date and a date before her account with their messages', async () => {
    const ok = { date: day(-1), weightKg: 70 };
    const cases: [object, string][] = [
      [{ ...ok, weightKg: 1 }, measurementMessages.weightRange],
      [{ ...ok, waistCm: 20 }, measurementMessages.waistRange],
      [{ ...ok, hipCm: 251 }, measurementMessages.hipRange],
      [{ ...ok, bodyFatPct: 90 }, measurementMessages.bodyFatRange],
      [{ ...ok, date: day(1) }, journalMessages.dateFuture],
      [{ ...ok, date: day(-ACCOUNT_AGE_DAYS - 2) }, journalMessages.dateBeforeClient],
    ];
    for (const [body, message] of cases) {
      await expectRefused('POST', url(), heads.herself, body, message);
      await expectRefused('POST', url(), as.nutritionist.headers, body, message);
    }
    expect((await history()).some((m: { date: string }) => m.date === day(-1))).toBe(false);
  });

  it('removes a dated measurement, then answers 404 for it; a week entry or another client’s measurement is not found', async () => {
    const list = await history();
    const today = list.find((m: { date: string }) => m.date === day(0));
    const removed = await call('DELETE', `${url()}/${today.id}`, heads.herself);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: measurementMessages.deleted });
    expect((await auditRows('measurement', today.id)).at(-1)?.action).toBe('delete');

    const [theirRow] = await app.db
      .insert(t.measurements)
      .values({ clientId: theirs.id, date: day(0), weightKg: 60 })
      .returning();
    for (const id of [today.id, theirRow!.id, 99_999_999]) {
      const response = await call('DELETE', `${url()}/${id}`, as.nutritionist.headers);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe(measurementMessages.notFound);
    }
    expect(
      await app.db.select().from(t.measurements).where(eq(t.measurements.id, theirRow!.id)),
    ).toHaveLength(1);
    expect((await history()).filter((m: { source: string }) => m.source === 'week')).toHaveLength(
      1,
    );
  });

  it('answers 404 to another nutritionist and another client, 403 to an admin and 401 without a token, for every call', async () => {
    const [row] = await app.db
      .select({ id: t.measurements.id })
      .from(t.measurements)
      .where(eq(t.measurements.clientId, mine.id))
      .limit(1);
    const body = { date: day(-2), weightKg: 70 };
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', url()],
      ['POST', url(), body],
      ['DELETE', `${url()}/${row!.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const label = `${method} ${path}`;
      for (const headers of [heads.otherNutritionist, as.client.headers])
        expect((await call(method, path, headers, payload)).statusCode, label).toBe(404);
      expect((await call(method, path, as.admin.headers, payload)).statusCode, label).toBe(403);
      expect((await call(method, path, {}, payload)).statusCode, label).toBe(401);
    }
    expect((await history()).map((m: { id: number | null }) => m.id)).toContain(row!.id);
    expect((await history()).some((m: { date: string }) => m.date === day(-2))).toBe(false);
  });
});
