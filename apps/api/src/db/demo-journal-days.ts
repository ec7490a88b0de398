import { WEEKDAYS, type MealSlot } from '@nourishwell/shared';
import { shiftIsoDate } from '#api/lib/dates.ts';
import type { DemoPlan, DemoPlanItem } from './demo-meal-plans.ts';
import {
  DEMO_JOURNAL_DAYS,
  type DemoFigures,
  type DemoJournal,
  type DemoJournalItem,
} from './demo-journal.ts';

/**
 * A demo client's month, day by day, from her story (demo-journal.ts) and her plan: most
 * meals as planned, some swapped, a few unplanned extras and notes, water and habits that
 * vary from day to day. The variation comes from a random source seeded per client, so
 * every run (and every test) writes the same month.
 */

export interface DemoEntry {
  meal: MealSlot;
  items: DemoJournalItem[];
  note: string | null;
  /** When she logged it, in minutes after midnight (practice time). */
  minuteOfDay: number;
  comment: string | null;
}

export interface DemoDay {
  daysAgo: number;
  /** yyyy-mm-dd */
  date: string;
  entries: DemoEntry[];
  /** Glasses of water; null when she logged none. */
  water: number | null;
  /** Positions (in her habit list) of the habits she kept. */
  habitsKept: number[];
  weighIn: DemoFigures | null;
}

/** mulberry32: a small, well-spread generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const weekdayOf = (date: string) =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'Monday';

/** When each meal is usually logged, in minutes after midnight. */
const MEAL_MINUTES: Record<MealSlot, number> = {
  earlyMorning: 6 * 60 + 30,
  breakfast: 8 * 60 + 30,
  midMorning: 11 * 60,
  lunch: 13 * 60 + 15,
  snack: 17 * 60,
  dinner: 20 * 60 + 30,
  bedtime: 22 * 60,
};

const sameItem = (a: DemoJournalItem, b: DemoJournalItem) =>
  JSON.stringify(a) === JSON.stringify(b);
const tenths = (value: number) => Math.round(value * 10) / 10;

export function demoJournalDays(journal: DemoJournal, plan: DemoPlan, today: string): DemoDay[] {
  const random = seededRandom(journal.seed);
  const chance = (share: number) => random() < share;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  /**
   * The planned items, now and then with one swapped, a second helping of roti or of a
   * katori dish at lunch or dinner, and an extra at a snack.
   */
  const eaten = (meal: MealSlot, planned: DemoPlanItem[]): DemoJournalItem[] => {
    let items: DemoJournalItem[] = planned;
    if ((meal === 'lunch' || meal === 'dinner') && chance(0.3)) {
      const helping = planned.find((item) => item.unit === 'roti' || item.unit === 'katori');
      if (helping) {
        const more = {
          ...helping,
          quantity: helping.quantity + (helping.unit === 'roti' ? 1 : 0.5),
        };
        items = planned.map((item) => (item === helping ? more : item));
      }
    }
    if (chance(0.25)) {
      const swap = journal.swaps.find((s) => items.some((item) => sameItem(item, s.instead)));
      if (swap) items = items.map((item) => (sameItem(item, swap.instead) ? swap.ate : item));
    }
    if (meal === 'snack' && chance(0.15)) items = [...items, { text: pick(journal.extras) }];
    return items;
  };

  /** A weigh-in on the line from the first day's figures to today's, give or take a little. */
  const figuresOn = (daysAgo: number): DemoFigures => {
    const { first, now } = journal.figures;
    const along = (from: number, to: number, wobble: number) =>
      tenths(to + ((from - to) * daysAgo) / DEMO_JOURNAL_DAYS + (random() - 0.5) * 2 * wobble);
    return {
      weightKg: along(first.weightKg, now.weightKg, 0.2),
      waistCm: along(first.waistCm, now.waistCm, 0.3),
      hipCm: along(first.hipCm, now.hipCm, 0.3),
      ...(first.bodyFatPct !== undefined && now.bodyFatPct !== undefined
        ? { bodyFatPct: along(first.bodyFatPct, now.bodyFatPct, 0.2) }
        : {}),
    };
  };

  const days: DemoDay[] = [];
  for (let daysAgo = DEMO_JOURNAL_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const date = shiftIsoDate(today, -daysAgo);
    const weighIn = journal.weighInDaysAgo.includes(daysAgo) ? figuresOn(daysAgo) : null;
    if (journal.missedDaysAgo.includes(daysAgo)) {
      days.push({ daysAgo, date, entries: [], water: null, habitsKept: [], weighIn });
      continue;
    }
    // A busy day: breakfast and lunch logged, then nothing.
    const partial = journal.partialDaysAgo.includes(daysAgo);
    const entries = plan.week[weekdayOf(date)].flatMap((planned): DemoEntry[] => {
      const minuteOfDay = MEAL_MINUTES[planned.meal] + between(0, 40);
      const occasion = journal.occasions.find(
        (o) => o.daysAgo === daysAgo && o.meal === planned.meal,
      );
      if (occasion) {
        const { items, note = null, comment = null } = occasion;
        return [{ meal: planned.meal, items, note, comment, minuteOfDay }];
      }
      if (partial && planned.meal !== 'breakfast' && planned.meal !== 'lunch') return [];
      // Now and then a meal goes unlogged on an otherwise logged day.
      if (chance(0.05)) return [];
      const items = eaten(planned.meal, planned.items);
      const note = chance(0.1) ? pick(journal.notes) : null;
      return [{ meal: planned.meal, items, note, comment: null, minuteOfDay }];
    });
    const water = partial ? between(2, 4) : Math.max(1, journal.waterTarget + between(-3, 1));
    const habitsKept = journal.habits.flatMap((habit, position) =>
      chance(partial ? habit.keptShare / 2 : habit.keptShare) ? [position] : [],
    );
    days.push({ daysAgo, date, entries, water, habitsKept, weighIn });
  }
  return days;
}
