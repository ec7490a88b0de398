import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { HOUR, insertSession, sessionPeople, type SessionPeople } from './notify-fixtures.ts';
import { testNow } from '../helpers/test-clock.ts';

describe('the calendar feed', () => {
  let app: TestApp;
  let people: SessionPeople;
  const base = Math.ceil(testNow().getTime() / HOUR) * HOUR;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await buildTestApp({ APP_URL: 'https://app.nourishwell.test' });
    people = await sessionPeople(app);
    ids.upcoming = await insertSession(app.db, people, new Date(base + 48 * HOUR));
    ids.cancelled = await insertSession(app.db, people, new Date(base + 50 * HOUR), {
      status: 'cancelled',
      cancelledAt: testNow(),
      cancelledBy: 'client',
      sequence: 1,
    });
    ids.done = await insertSession(app.db, people, new Date(base - 30 * 24 * HOUR), {
      status: 'completed',
      completedAt: testNow(),
      notes: 'Discussed iron levels',
    });
    ids.old = await insertSession(app.db, people, new Date(base - 100 * 24 * HOUR), {
      status: 'completed',
      completedAt: testNow(),
    });
  });
  afterAll(() => app.close());

  const urlOf = async (headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') => {
    const response = await app.app.inject({ method, url: '/api/calendar/feed-url', headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string }>().url;
  };
  const fetchFeed = (url: string) => app.app.inject({ method: 'GET', url: new URL(url).pathname });
  const eventsIn = (text: string) =>
    Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

  it('gives each person one private address, the same on every visit', async () => {
    const url = await urlOf(people.as.client.headers);
    expect(url).toMatch(/^https:\/\/app\.nourishwell\.test\/api\/calendar\/[\w-]{32}\.ics$/);
    expect(await urlOf(people.as.client.headers)).toBe(url);
    expect(await urlOf(people.as.admin.headers)).not.toBe(url);
    const anonymous = await app.app.inject({ method: 'GET', url: '/api/calendar/feed-url' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("serves the nutritionist's sessions from 90 days back, cancelled ones marked, with clients' names and no health data", async () => {
    const response = await fetchFeed(await urlOf(people.as.nutritionist.headers));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).toContain('X-WR-CALNAME:NourishWell sessions');
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(response.body).not.toMatch(/iron|PCOS|thyroid/);
    const events = eventsIn(response.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const uid = (id: number) => `appointment-${id}@app.nourishwell.test`;
    expect([...byUid.keys()].sort()).toEqual(
      [ids.upcoming!, ids.cancelled!, ids.done!].map(uid).sort(),
    );
    expect(byUid.get(uid(ids.upcoming!))).toMatchObject({
      summary: 'NourishWell session with Meera Iyer',
      status: 'CONFIRMED',
      start: new Date(base + 48 * HOUR),
    });
    expect(byUid.get(uid(ids.cancelled!))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it("names her nutritionist in the client's feed", async () => {
    const meera = bearer(await loginAs(app.app, people.mine));
    const response = await fetchFeed(await urlOf(meera));
    const summaries = new Set(eventsIn(response.body).map((e) => e.summary));
    expect([...summaries]).toEqual(['NourishWell session with Asha Rao']);
  });

  it("writes the client's feed in her language", async () => {
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, people.cId));
    try {
      const meera = bearer(await loginAs(app.app, people.mine));
      const response = await fetchFeed(await urlOf(meera));
      const summaries = new Set(eventsIn(response.body).map((e) => e.summary));
      expect([...summaries]).toEqual(['Asha Rao के साथ NourishWell सेशन']);
      expect(Object.values(ical.sync.parseICS(response.body))).toContainEqual(
        expect.objectContaining({ type: 'VCALENDAR', 'WR-CALNAME': 'NourishWell सेशन' }),
      );
    } finally {
      await app.db.update(t.users).set({ language: 'en' }).where(eq(t.users.id, people.cId));
    }
  });

  it('answers 404 with a message for an unknown or malformed address', async () => {
    for (const path of [
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/api/calendar/short.ics',
      '/api/calendar/not-a-calendar-file-at-all.txt',
    ]) {
      const response = await app.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toMatch(/calendar link/);
    }
  });

  it('makes a new address on request, and the old one stops working', async () => {
    const old = await urlOf(people.as.nutritionist.headers);
    const fresh = await urlOf(people.as.nutritionist.headers, 'POST');
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await urlOf(people.as.nutritionist.headers)).toBe(fresh);
    const [row] = await app.db
      .select()
      .from(t.calendarFeeds)
      .where(eq(t.calendarFeeds.userId, people.nId));
    expect(fresh).toContain(row!.secret);
  });
});
