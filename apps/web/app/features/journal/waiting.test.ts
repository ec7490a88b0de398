import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '#web/lib/offline/outbox.ts';
import { journalDay } from '#web-test/fixtures/journal-records.ts';
import { dayWithWaiting, waitingOn } from './waiting.ts';

const item = (name: string, input: unknown, preview?: string[]): OutboxItem => ({
  id: `${name}-${JSON.stringify(input)}`,
  name,
  input,
  userId: 7,
  queuedAt: '2026-11-20T10:00:00.000Z',
  invalidates: ['clientJournal'],
  preview,
});

const waiting = [
  item('setWater', { params: { clientId: 7, date: '2026-11-20' }, body: { glasses: 3 } }),
  item('setWater', { params: { clientId: 7, date: '2026-11-20' }, body: { glasses: 4 } }),
  item('setWater', { params: { clientId: 7, date: '2026-11-19' }, body: { glasses: 9 } }),
  item('checkHabit', {
    params: { clientId: 7, habitId: 5, date: '2026-11-20' },
    body: { done: true },
  }),
  item('logJournalEntry', { body: { date: '2026-11-20', meal: 'dinner', items: [] } }, [
    'Dal rice',
  ]),
  item('logJournalEntry', { body: { date: '2026-11-19', meal: 'lunch', items: [] } }, ['Upma']),
];

describe('what waits on the phone for a day', () => {
  it('shows the day as it will be once sent: the last water count, the habit taps and the meals', () => {
    const day = journalDay('2026-11-20', {
      water: 1,
      habits: [
        { id: 5, title: 'Walk', done: false },
        { id: 6, title: 'No sugar', done: true },
      ],
    });
    const onDay = waitingOn(waiting, '2026-11-20');
    expect(onDay.entries).toEqual([
      { id: expect.any(String), meal: 'dinner', lines: ['Dal rice'] },
    ]);
    expect(dayWithWaiting(day, onDay)).toMatchObject({
      water: 4,
      habits: [
        { id: 5, done: true },
        { id: 6, done: true },
      ],
    });
  });

  it('leaves a day with nothing waiting as the server said', () => {
    const day = journalDay('2026-11-18', { water: 2 });
    expect(dayWithWaiting(day, waitingOn(waiting, '2026-11-18'))).toEqual(day);
  });
});
