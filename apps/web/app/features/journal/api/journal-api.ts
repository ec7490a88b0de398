import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  JOURNAL_LIMITS,
  MEAL_LABELS,
  type Journal,
  type JournalDay,
  type MealSlot,
} from '@nourishwell/shared';
import { apiMutation, apiQuery, type ApiInput } from '#web/lib/api.ts';
import { apiQueuedMutation } from '#web/lib/offline/queued-mutation.ts';
import { dayMonth, windowEndingOn } from '#web/features/journal/journal-dates.ts';

/** Her meal plan, for the meals planned on the shown day: always what is saved now. */
export const mealPlanQuery = (clientId: number) => ({
  ...apiQuery('clientMealPlan', { params: { clientId } }),
  staleTime: 0,
});

/** Her journal for the shown day and the six before it, in one read. */
export const journalQuery = (clientId: number, date: string) =>
  apiQuery('clientJournal', { params: { clientId }, query: windowEndingOn(date) });

/**
 * What the Log meal dialog offers for a meal before she types: always what is saved now
 * (her nutritionist may have changed the plan), and read again once she logs or removes a meal.
 */
export const suggestionsQuery = (date: string, meal: MealSlot) => ({
  ...apiQuery('journalSuggestions', { query: { date, meal } }),
  staleTime: 0,
});

/** The reads a meal logged or removed changes. */
const MEAL_READS = ['clientJournal', 'journalSuggestions'] as const;

/**
 * Changes one day in every journal read that holds it, at once (a tap must feel instant);
 * gives back how to undo it if the server refuses.
 */
async function changeDay(
  queryClient: QueryClient,
  date: string,
  change: (day: JournalDay) => JournalDay,
) {
  await queryClient.cancelQueries({ queryKey: ['clientJournal'] });
  const before = queryClient.getQueriesData<Journal>({ queryKey: ['clientJournal'] });
  queryClient.setQueriesData<Journal>({ queryKey: ['clientJournal'] }, (journal) =>
    journal
      ? { ...journal, days: journal.days.map((day) => (day.date === date ? change(day) : day)) }
      : journal,
  );
  return () => before.forEach(([key, data]) => queryClient.setQueryData(key, data));
}

/** Logging a meal: kept on the phone when offline and sent when the connection returns. */
export const useLogEntry = (clientId: number) =>
  useMutation(
    apiQueuedMutation(useQueryClient(), 'logJournalEntry', {
      userId: clientId,
      invalidates: MEAL_READS,
      label: ({ body }) => `your ${MEAL_LABELS[body.meal].toLowerCase()} of ${dayMonth(body.date)}`,
    }),
  );

export const useDeleteEntry = () =>
  useMutation(apiMutation(useQueryClient(), 'deleteJournalEntry', { invalidates: MEAL_READS }));

export const useEntryPhoto = () =>
  useMutation(apiMutation(useQueryClient(), 'journalPhoto', { invalidates: ['clientJournal'] }));

type Undo = { undo: () => void };
const dateOf = (input: unknown) => (input as { params: { date: string } }).params.date;
type DayTap = 'setWater' | 'checkHabit';

/**
 * A tap on the day (water, a habit): shown before the server answers, undone if it is
 * refused; taps of one kind go out one after another (scope), so the last one stays.
 */
function useDayTap<N extends DayTap>(
  clientId: number,
  name: N,
  what: string,
  change: (day: JournalDay, input: ApiInput<N>) => JournalDay,
) {
  const queryClient = useQueryClient();
  return useMutation(
    apiQueuedMutation<N, Undo>(queryClient, name, {
      userId: clientId,
      invalidates: ['clientJournal'],
      scope: { id: `journal-${name}` },
      mutationKey: [name, clientId],
      label: (input) => `your ${what} of ${dayMonth(dateOf(input))}`,
      onMutate: async (input) => ({
        undo: await changeDay(queryClient, dateOf(input), (day) => change(day, input)),
      }),
      onError: (_error, _input, context) => context?.undo(),
    }),
  );
}

/** Her glasses of water on a day (the count itself, so a repeat changes nothing). */
export const useSetWater = (clientId: number) =>
  useDayTap(clientId, 'setWater', 'water', (day, { body }: ApiInput<'setWater'>) => ({
    ...day,
    water: Number(body.glasses),
  }));

/**
 * Water one glass more or less: counted from the latest count for the day (the last tap
 * still on its way, else what the page shows), so fast taps each add a glass even before
 * the page has redrawn.
 */
export function useWaterStep(clientId: number) {
  const queryClient = useQueryClient();
  const setWater = useSetWater(clientId);
  return (date: string, shown: number, delta: 1 | -1) => {
    const pending = queryClient
      .getMutationCache()
      .findAll({ mutationKey: ['setWater', clientId], status: 'pending' })
      .map((mutation) => mutation.state.variables as ApiInput<'setWater'> | undefined)
      .filter((input) => input?.params.date === date);
    const latest = pending.length > 0 ? Number(pending.at(-1)?.body.glasses) : shown;
    const next = Math.min(Math.max(latest + delta, 0), JOURNAL_LIMITS.waterGlassesMax);
    if (next !== latest) setWater.mutate({ params: { clientId, date }, body: { glasses: next } });
  };
}

/** One habit done or not on a day. */
export const useCheckHabit = (clientId: number) =>
  useDayTap(clientId, 'checkHabit', 'habit', (day, { params, body }: ApiInput<'checkHabit'>) => ({
    ...day,
    habits: day.habits.map((habit) =>
      habit.id === params.habitId ? { ...habit, done: body.done } : habit,
    ),
  }));
