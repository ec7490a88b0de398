import {
  SUGGESTION_LIMITS,
  gramsOf,
  type ItemView,
  type JournalSuggestions,
  type MealSlot,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import {
  catalogueOf,
  entryOf,
  readItem,
  type Catalogue,
  type IngredientRef,
} from '#api/modules/foods/catalogue.ts';
import { PLAN_TABLES, planViewOf } from '#api/modules/meal-plans/meal-plan.service.ts';
import { assertTrackedDate, weekdayOf } from './journal-dates.ts';
import { loggedFoodsInRange } from './journal-suggestions.repository.ts';

/** The tables the suggestions are built from: her journal, her plan and the catalogue. */
const SUGGESTION_TABLES = [...PLAN_TABLES, 'journal_entries', 'journal_items'] as const;

const refKey = (ref: { foodId?: number; recipeId?: number }) =>
  ref.recipeId !== undefined ? `r${ref.recipeId}` : `f${ref.foodId ?? 0}`;

/**
 * An item as offered, or null when its food or recipe is gone or was deleted (it could not
 * be logged again). An amount in a measure the food no longer has is offered as one of
 * its first household measure, as a pick from the search would be.
 */
function offered(catalogue: Catalogue, ref: IngredientRef): ItemView | null {
  const entry = entryOf(catalogue, ref);
  if (!entry || entry.deleted) return null;
  const measure = entry.portions.find((p) => p.unit !== 'g');
  const amount =
    gramsOf(entry.portions, ref.quantity, ref.unit) !== null
      ? ref
      : { ...ref, quantity: measure ? 1 : 100, unit: measure ? measure.unit : 'g' };
  return readItem(catalogue, amount)?.view ?? null;
}

/**
 * GET /api/journal/suggestions: only the client, for herself. The date is checked like
 * every date she logs; the answer is kept in the read cache until her journal, her plan or
 * the foods change (it depends on the date asked, not on today).
 */
export async function suggestionsFor(
  deps: AppDeps,
  me: { id: number },
  query: { date: string; meal: MealSlot },
): Promise<JournalSuggestions> {
  const timeZone = deps.config.defaultTimeZone;
  await assertTrackedDate(deps.db, timeZone, me.id, query.date, deps.clock.now());
  return deps.readCache.remember(
    `journal-suggestions:${me.id}:${query.date}:${query.meal}`,
    SUGGESTION_TABLES,
    () => buildSuggestions(deps, me.id, query),
  );
}

async function buildSuggestions(
  deps: AppDeps,
  clientId: number,
  { date, meal }: { date: string; meal: MealSlot },
): Promise<JournalSuggestions> {
  const { recentDays, frequentDays, perList } = SUGGESTION_LIMITS;
  const [catalogue, plan, logged] = await Promise.all([
    catalogueOf(deps),
    planViewOf(deps, clientId),
    loggedFoodsInRange(deps.db, clientId, shiftIsoDate(date, 1 - frequentDays), date),
  ]);

  const plannedMeal = plan.days
    .find((day) => day.day === weekdayOf(date))
    ?.meals.find((m) => m.meal === meal);
  const planned = (plannedMeal?.items ?? []).filter((item) => {
    const entry = entryOf(catalogue, item);
    return entry !== undefined && !entry.deleted;
  });

  // Rows come newest first, so the first row of a food is the amount she last logged.
  const recentFrom = shiftIsoDate(date, 1 - recentDays);
  const recent = new Map<string, ItemView>();
  const usage = new Map<string, { times: number; latest: IngredientRef }>();
  for (const row of logged) {
    const key = refKey(row.ref);
    if (row.meal === meal && row.date >= recentFrom && !recent.has(key)) {
      const item = offered(catalogue, row.ref);
      if (item) recent.set(key, item);
    }
    const used = usage.get(key);
    if (used) used.times += 1;
    else usage.set(key, { times: 1, latest: row.ref });
  }
  const recentShown = [...recent.entries()].slice(0, perList);
  const shown = new Set(recentShown.map(([key]) => key));

  // Most logged first; a tie goes to the one logged last (the map keeps that order).
  const frequent = [...usage.entries()]
    .filter(([key]) => !shown.has(key))
    .sort(([, a], [, b]) => b.times - a.times)
    .flatMap(([, used]) => offered(catalogue, used.latest) ?? [])
    .slice(0, perList);

  return {
    date,
    meal,
    planned: planned.length > 0 ? planned : null,
    recent: recentShown.map(([, item]) => item),
    frequent,
  };
}
