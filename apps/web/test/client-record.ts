import {
  zeroNutrients,
  macrosOf,
  type Journal,
  type JournalComment,
  type JournalDay,
  type JournalEntry,
  type Macros,
  type SessionNote,
  type Tracking,
} from '@nourishwell/shared';
import { addDays } from '#web/lib/format.ts';
import { meera, pohaItem } from './meal-plan-records.ts';

/**
 * What the nutritionist's client record reads (issue 16), as the server answers it, for
 * screen tests: Meera's journal, her water and habits, and her session notes.
 */

const noMacros = (): Macros => macrosOf(zeroNutrients());

let nextId = 100;

export const journalComment = (entryId: number, text: string): JournalComment => ({
  id: nextId++,
  entryId,
  author: { id: 4, name: 'Asha Rao' },
  text,
  createdAt: '2026-11-23T12:00:00.000Z',
});

/** Breakfast of two katori of poha and a free-text cup of tea, unless `over` says otherwise. */
export const journalEntry = (date: string, over: Partial<JournalEntry> = {}): JournalEntry => {
  const poha = pohaItem(2);
  return {
    id: nextId++,
    clientId: meera.id,
    date,
    meal: 'breakfast',
    items: [poha, { kind: 'text', text: 'Cup of tea, less sugar' }],
    note: null,
    photoUrl: null,
    totals: {
      kcal: poha.kcal,
      protein: poha.protein,
      carbs: poha.carbs,
      fat: poha.fat,
      fibre: poha.fibre,
    },
    comments: [],
    createdAt: `${date}T03:00:00.000Z`,
    ...over,
  };
};

/** A day with nothing logged against a plan of breakfast, lunch and dinner (1,500 kcal). */
export const journalDay = (date: string, over: Partial<JournalDay> = {}): JournalDay => ({
  date,
  entries: [],
  eaten: noMacros(),
  planned: { kcal: 1500, protein: 60, carbs: 190, fat: 45, fibre: 25 },
  plannedMeals: ['breakfast', 'lunch', 'dinner'],
  water: 0,
  habits: [],
  ...over,
});

/** The week up to `to` (oldest first, as the server answers), each day as `days` says. */
export function journalWeek(
  days: Record<string, Partial<JournalDay>> = {},
  adherence: Partial<Journal['adherence']> = {},
  to = '2026-11-23',
): Journal {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(to, i - 6));
  return {
    clientId: meera.id,
    from: dates[0] ?? to,
    to,
    waterTarget: 8,
    targets: { kcal: 1500, protein: 60, carbs: 190, fat: 45, fibre: 25 },
    days: dates.map((date) => journalDay(date, days[date])),
    adherence: {
      mealsLoggedPct: null,
      energyOnTargetPct: null,
      daysLogged: 0,
      days: dates.length,
      ...adherence,
    },
  };
}

export const tracking = (habits: string[] = [], waterTarget = 8): Tracking => ({
  clientId: meera.id,
  waterTarget,
  habits: habits.map((title, index) => ({ id: index + 1, title })),
});

export const sessionNote = (scheduledAt: string, notes: string | null): SessionNote => ({
  id: nextId++,
  scheduledAt,
  notes,
  nutritionistName: 'Asha Rao',
});
