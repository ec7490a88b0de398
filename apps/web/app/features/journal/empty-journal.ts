import type { QueryClient } from '@tanstack/react-query';
import { JOURNAL_LIMITS, type Journal, type JournalDay } from '@nourishwell/shared';

const noMacros = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 };

/**
 * The journal to show for `date` while offline with no read of it: the day as another
 * kept read has it when one does, else an empty day with her water target and habits
 * from the newest kept read (so water and habits can be tapped), else the defaults.
 */
export function emptyJournal(queryClient: QueryClient, clientId: number, date: string): Journal {
  const kept = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['clientJournal'] })
    .filter((query) => (query.state.data as Journal | undefined)?.clientId === clientId)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .map((query) => query.state.data as Journal);
  const newest = kept[0];
  const keptDay = kept.flatMap((journal) => journal.days).find((day) => day.date === date);
  const day: JournalDay = keptDay ?? {
    date,
    entries: [],
    eaten: { ...noMacros },
    planned: null,
    plannedMeals: [],
    water: 0,
    habits: (newest?.days.at(-1)?.habits ?? []).map((habit) => ({ ...habit, done: false })),
  };
  return {
    clientId,
    from: date,
    to: date,
    waterTarget: newest?.waterTarget ?? JOURNAL_LIMITS.waterTargetDefault,
    targets: newest?.targets ?? null,
    days: [day],
    adherence: { mealsLoggedPct: null, energyOnTargetPct: null, daysLogged: 0, days: 1 },
  };
}
