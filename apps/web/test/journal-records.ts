import {
  WEEKDAYS,
  type Journal,
  type JournalDay,
  type JournalEntry,
  type MealPlanView,
} from '@nourishwell/shared';
import { emptyPlan, pohaItem } from './meal-plan-records.ts';

/** Records the journal screen tests answer with (shapes of the shared schemas). */

export const MEERA_ID = 7;
/** The day the tests look at (a Friday) and the day they call today. */
export const DAY = '2026-11-20';
export const TODAY = '2026-11-24';

const noMacros = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 };

export const journalDay = (date: string, over: Partial<JournalDay> = {}): JournalDay => ({
  date,
  entries: [],
  eaten: noMacros,
  planned: null,
  plannedMeals: [],
  water: 0,
  habits: [],
  ...over,
});

/** Poha for breakfast, with her note, a photo and Asha's comment. */
export const pohaBreakfast: JournalEntry = {
  id: 11,
  clientId: MEERA_ID,
  date: DAY,
  meal: 'breakfast',
  items: [pohaItem(1), { text: 'Masala chai', kind: 'text' }],
  note: 'Less oil than usual',
  photoUrl:
    '/api/journal-photos/0b6f0a39-9f7e-4a49-9d2a-3f6b1d8f9a11.jpg?exp=1&sig=abcdefghijklmnopqrstuv',
  totals: { kcal: 180, protein: 3.8, carbs: 30, fat: 4.5, fibre: 1.5 },
  comments: [
    {
      id: 3,
      entryId: 11,
      author: { id: 4, name: 'Asha Rao' },
      text: 'Good portion. Add a few peanuts for protein.',
      createdAt: '2026-11-20T06:30:00.000Z',
    },
  ],
  createdAt: '2026-11-20T03:00:00.000Z',
};

/**
 * Her journal for `from`–`to`, every day empty but those given (as the server answers:
 * every date of the range gets a day).
 */
export function journalFor(
  from: string,
  to: string,
  days: Record<string, Partial<JournalDay>> = {},
  over: Partial<Journal> = {},
): Journal {
  const dates: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  )
    dates.push(d.toISOString().slice(0, 10));
  return {
    clientId: MEERA_ID,
    from,
    to,
    waterTarget: 8,
    targets: { kcal: 1500, protein: 60, carbs: 190, fat: 45, fibre: 25 },
    days: dates.map((date) => journalDay(date, days[date])),
    adherence: { mealsLoggedPct: null, energyOnTargetPct: null, daysLogged: 0, days: dates.length },
    ...over,
  };
}

/** Her plan with poha (1 katori) for breakfast on Fridays. */
export const fridayPohaPlan: MealPlanView = {
  ...emptyPlan,
  days: emptyPlan.days.map((day) =>
    day.day === WEEKDAYS[4]
      ? {
          ...day,
          meals: [
            {
              meal: 'breakfast',
              items: [pohaItem(1)],
              note: null,
              totals: { kcal: 180, protein: 3.75, carbs: 30, fat: 4.5, fibre: 1.5 },
            },
          ],
        }
      : day,
  ),
};
