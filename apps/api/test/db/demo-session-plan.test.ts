import { describe, expect, it } from 'vitest';
import { isDayOff, minutesOfDay } from '@nourishwell/shared';
import { demoClients, DEMO_TIME_ZONE } from '#api/db/demo-data.ts';
import { planDemoSessions, type PlannedSession } from '#api/db/demo-session-plan.ts';

const zone = DEMO_TIME_ZONE;
const HOUR = 3_600_000;

/** The wall-clock date, ISO weekday and minute of an instant in the practice zone. */
function local(at: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

// Every other hour of a week, on and off the half hour, so each weekday and time of
// seeding is met (planned once: each plan asks Intl for many wall-clock times).
const plans = Array.from({ length: 7 * 12 }, (_, i) => {
  const now = new Date(
    Date.parse('2026-11-23T00:10:00+05:30') + i * 2 * HOUR + (i % 2) * 30 * 60_000,
  );
  return { now, ...planDemoSessions(zone, now) };
});

/** The clients whose next session began hours ago: placed at a time, not on a slot. */
const begun = new Set(
  demoClients.flatMap((c) => (c.nextSession && 'startedHoursAgo' in c.nextSession ? [c.key] : [])),
);
const startedOne = (s: PlannedSession) => s.status === 'booked' && begun.has(s.client);
/** Meera's session today, which moves to a quarter of an hour ahead when seeded after its slot. */
const laterToday = (s: PlannedSession, now: Date) =>
  s.client === 'meera' && s.status === 'booked' && local(s.start).date === local(now).date;

describe('the demo sessions plan', () => {
  it('never lets two sessions of one nutritionist overlap, whenever the demo is seeded', () => {
    for (const { now, sessions } of plans) {
      for (const a of sessions)
        for (const b of sessions)
          if (a !== b && a.nutritionist === b.nutritionist)
            expect(
              a.start < b.end && b.start < a.end,
              `${a.client}/${b.client} at ${now.toISOString()}`,
            ).toBe(false);
    }
  });

  it('puts every session but the one begun hours ago on a slot inside her nutritionist’s hours', () => {
    for (const { now, hours, sessions } of plans) {
      for (const s of sessions.filter((x) => !startedOne(x) && !laterToday(x, now))) {
        const h = hours.find((x) => x.nutritionist === s.nutritionist)!;
        const { date, weekday, minute } = local(s.start);
        const exceptions = h.exceptions.filter((e) => e.date === date);
        expect(exceptions.some(isDayOff)).toBe(false);
        const ranges = [
          ...h.weekly.filter((r) => r.weekday === weekday),
          ...exceptions.flatMap((e) => (isDayOff(e) ? [] : [e])),
        ];
        const inside = ranges.some(
          (r) =>
            minute >= minutesOfDay(r.start) &&
            minute + h.slotMinutes <= minutesOfDay(r.end) &&
            (minute - minutesOfDay(r.start)) % (h.slotMinutes + h.bufferMinutes) === 0,
        );
        expect(inside, `${s.client} ${s.start.toISOString()}`).toBe(true);
        expect(s.end.getTime() - s.start.getTime()).toBe(h.slotMinutes * 60_000);
      }
    }
  });

  it('keeps each client’s story: upcoming on the day asked or soon after, Ananya’s begun two hours ago, the past ones past', () => {
    for (const { now, sessions } of plans) {
      const today = local(now).date;
      const meera = sessions.filter((s) => s.client === 'meera' && s.status === 'booked');
      expect(meera.map((s) => local(s.start).date)).toEqual([today]);
      // Still to come, whatever the hour the demo was seeded (journeys open it as upcoming).
      expect(meera[0]!.start.getTime()).toBeGreaterThan(now.getTime());
      const ananya = sessions.filter((s) => s.client === 'ananya' && s.status === 'booked');
      expect(ananya).toHaveLength(1);
      const age = now.getTime() - ananya[0]!.start.getTime();
      expect(age).toBeGreaterThanOrEqual(2 * HOUR);
      expect(age).toBeLessThan(2 * HOUR + 5 * 60_000);
      expect(sessions.filter((s) => s.client === 'sunita' && s.status === 'booked')).toEqual([]);
      for (const s of sessions.filter((x) => x.status !== 'booked')) {
        expect(s.end.getTime()).toBeLessThan(now.getTime());
        expect(now.getTime() - s.start.getTime()).toBeLessThan(42 * 24 * HOUR);
      }
      expect(sessions.filter((s) => s.status === 'missed')).toHaveLength(1);
    }
  });

  it('leaves Asha’s Tuesdays at 10:00 free for the next five weeks, inside her hours', () => {
    for (const { now, hours, sessions } of plans) {
      const asha = hours.find((h) => h.nutritionist === 'asha')!;
      expect(asha.weekly).toContainEqual({ weekday: 2, start: '10:00', end: '13:00' });
      expect(asha.exceptions.filter(isDayOff)).toEqual([]);
      const onTuesdayMorning = sessions.filter((s) => {
        const { weekday, minute } = local(s.start);
        return (
          s.nutritionist === 'asha' &&
          s.start > now &&
          weekday === 2 &&
          minute < 11 * 60 &&
          local(s.end).minute > 9 * 60 + 45
        );
      });
      expect(onTuesdayMorning).toEqual([]);
    }
  });

  it('gives Ravi one day off in the coming weeks and Asha one extra Sunday morning', () => {
    const now = new Date('2026-11-24T09:00:00+05:30');
    const { hours } = planDemoSessions(zone, now);
    const ravi = hours.find((h) => h.nutritionist === 'ravi')!;
    const asha = hours.find((h) => h.nutritionist === 'asha')!;
    expect(ravi.exceptions).toEqual([{ date: '2026-12-03', available: false }]);
    expect(asha.exceptions).toEqual([{ date: '2026-11-29', start: '10:00', end: '13:00' }]);
  });
});
