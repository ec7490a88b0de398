import { http, HttpResponse } from 'msw';
import type { Journal, JournalDay, JournalSuggestions, MealPlanView } from '@nourishwell/shared';
import { screen } from '@testing-library/react';
import { JournalPage } from '#web/features/journal/components/journal-page.tsx';
import {
  LogMealDialog,
  type FoodSearch,
} from '#web/features/journal/components/log-meal-dialog.tsx';
import { FoodSearchBox } from '#web/features/meal-plans/components/food-search-box.tsx';
import {
  DAY,
  journalFor,
  MEERA_ID,
  suggestionsFor,
  TODAY,
} from '#web-test/fixtures/journal-records.ts';
import { emptyPlan } from '#web-test/fixtures/meal-plan-records.ts';
import { answer, apiServer, renderScreen } from './screen.tsx';

/** What the Log meal dialog is offered before she types (nothing unless told). */
export const answerSuggestions = (suggestions: JournalSuggestions = suggestionsFor()) =>
  answer('get', '/journal/suggestions', suggestions);

/**
 * The journal read answers the range it was asked for, with these days filled in; the Log
 * meal dialog is offered nothing.
 */
export function answerJournal(
  days: Record<string, Partial<JournalDay>> = {},
  over: Partial<Journal> = {},
) {
  apiServer.use(
    http.get(`*/api/clients/${MEERA_ID}/journal`, ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? DAY;
      const to = url.searchParams.get('to') ?? DAY;
      return HttpResponse.json(journalFor(from, to, days, over));
    }),
  );
  answerSuggestions();
}

/** Meera's journal page at `date` (today is TODAY), her plan answered with `plan`. */
export function showJournal({
  date = DAY,
  plan = emptyPlan,
}: { date?: string; plan?: MealPlanView } = {}) {
  answer('get', `/clients/${MEERA_ID}/meal-plan`, plan);
  return renderScreen(
    <JournalPage clientId={MEERA_ID} foodSearch={FoodSearchBox} today={TODAY} />,
    {
      role: 'client',
      route: `/dashboard/client/journal?date=${date}`,
    },
  );
}

/** Meera's Log breakfast dialog of DAY on its own, with the app's food search unless told. */
export function showLogBreakfast(search: FoodSearch = FoodSearchBox) {
  renderScreen(
    <LogMealDialog
      clientId={MEERA_ID}
      date={DAY}
      meal="breakfast"
      foodSearch={search}
      onClose={() => undefined}
    />,
    { role: 'client' },
  );
  return screen.findByRole('dialog', { name: 'Log breakfast' });
}
