import type { JournalDay, MealSlot } from '@nourishwell/shared';
import type { OutboxItem } from '#web/lib/offline/outbox.ts';

/** A meal logged on this phone that has not reached the server yet. */
export interface WaitingEntry {
  id: string;
  meal: MealSlot;
  lines: readonly string[];
}

export interface WaitingOnDay {
  entries: WaitingEntry[];
  /** The last water count tapped for the day, or null. */
  water: number | null;
  /** Habit id → done, as last tapped. */
  habits: Map<number, boolean>;
}

type StoredInput = { params?: Record<string, unknown>; body?: Record<string, unknown> };

/** What waits on the phone for `date`, in the order she did it (a later tap wins). */
export function waitingOn(items: readonly OutboxItem[], date: string): WaitingOnDay {
  const waiting: WaitingOnDay = { entries: [], water: null, habits: new Map() };
  for (const item of items) {
    const { params = {}, body = {} } = item.input as StoredInput;
    if (item.name === 'logJournalEntry' && body.date === date)
      waiting.entries.push({ id: item.id, meal: body.meal as MealSlot, lines: item.preview ?? [] });
    else if (item.name === 'setWater' && params.date === date) waiting.water = Number(body.glasses);
    else if (item.name === 'checkHabit' && params.date === date)
      waiting.habits.set(Number(params.habitId), body.done === true);
  }
  return waiting;
}

/**
 * The day as it will be once what waits is sent, so a reload while offline still shows
 * her taps (the server's answer alone would not have them yet).
 */
export function dayWithWaiting(day: JournalDay, waiting: WaitingOnDay): JournalDay {
  return {
    ...day,
    water: waiting.water ?? day.water,
    habits: day.habits.map((habit) => ({
      ...habit,
      done: waiting.habits.get(habit.id) ?? habit.done,
    })),
  };
}
