import { useQuery } from '@tanstack/react-query';
import { Check, CheckCheck, Plus } from 'lucide-react';
import { useId } from 'react';
import type { ItemView, MealSlot } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { portionText } from '#web/components/nutrition/quick-portions.tsx';
import { useFoodWords, type FoodWords } from '#web/components/nutrition/food-words.ts';
import { suggestionsQuery } from '#web/features/journal/api/journal-api.ts';
import { savedLine } from '#web/features/journal/entry-input.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** The English of journal.suggestionsLoading, which tests look for. */
export const SUGGESTIONS_LOADING = 'Loading your planned, recent and usual foods…';

/** The id a suggestion's items are added under: the plan, or one food or recipe. */
export const PLAN_SUGGESTION = 'plan';
const suggestionId = (item: ItemView) =>
  item.recipeId !== undefined ? `recipe-${item.recipeId}` : `food-${item.foodId ?? 0}`;

/** "Hot tea (Garam Chai) · 1 tea cup"; "चाय — Hot tea (Garam Chai) · 1 चाय का कप". */
export const chipText = (words: FoodWords, item: ItemView) =>
  `${words.name(item)} · ${portionText(item.quantity, words.unit(item.unit))}`;

/** About the height of a plan line and a row of chips, so the dialog barely moves. */
function SuggestionsSkeleton() {
  const t = useT();
  return (
    <LoadingBlock label={t('journal.suggestionsLoading')}>
      <div className="space-y-2">
        <Skeleton className="h-4 w-24" />
        <div className="flex gap-2">
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-11 w-32" />
        </div>
      </div>
    </LoadingBlock>
  );
}

/** One tap adds the food at the amount shown; it shows as added while it is in the meal. */
function Chips({
  title,
  items,
  isAdded,
  onAdd,
}: {
  title: string;
  items: readonly ItemView[];
  isAdded: (id: string) => boolean;
  onAdd: (id: string, items: ItemView[]) => void;
}) {
  const t = useT();
  const words = useFoodWords();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-stone-800">
        {title}
      </h3>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {items.map((item) => {
          const id = suggestionId(item);
          const added = isAdded(id);
          return (
            <li key={id} className="max-w-full">
              <button
                type="button"
                // Not `disabled`: focus stays on the chip she pressed, and a second press
                // adds nothing.
                aria-disabled={added}
                aria-label={t(added ? 'journal.addedChip' : 'journal.addChip', {
                  item: chipText(words, item),
                })}
                onClick={() => !added && onAdd(id, [item])}
                className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-left text-sm break-words text-stone-800 hover:bg-stone-100 aria-disabled:cursor-default aria-disabled:border-emerald-300 aria-disabled:bg-emerald-50 aria-disabled:text-emerald-900"
              >
                {added ? (
                  <Check aria-hidden size={16} className="shrink-0" />
                ) : (
                  <Plus aria-hidden size={16} className="shrink-0" />
                )}
                <span className="min-w-0">{chipText(words, item)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What she may have eaten, before she types: her plan's items for this meal ("Eat as
 * planned" puts them all in), what she logged for it lately and her usual foods, each one
 * tap. Nothing is said of an empty list; a failure says so and leaves the search to her.
 */
export function MealSuggestions({
  date,
  meal,
  isAdded,
  onAdd,
}: {
  date: string;
  meal: MealSlot;
  /** Whether what a suggestion added is still in the meal (by the id it was added under). */
  isAdded: (id: string) => boolean;
  onAdd: (id: string, items: ItemView[]) => void;
}) {
  const t = useT();
  const words = useFoodWords();
  const plannedId = useId();
  const suggestions = useQuery(suggestionsQuery(date, meal));
  // Offline the read waits for the connection: the search and her own words still work.
  if (suggestions.fetchStatus === 'paused' && !suggestions.data) return null;
  if (suggestions.isError)
    return (
      <QueryError
        message={t('journal.suggestionsFailed')}
        onRetry={() => void suggestions.refetch()}
        error={suggestions.error}
      />
    );
  if (!suggestions.data) return <SuggestionsSkeleton />;
  const { planned, recent, frequent } = suggestions.data;
  if (!planned && recent.length === 0 && frequent.length === 0) return null;
  const label = mealName(t, meal).toLowerCase();
  const planAdded = isAdded(PLAN_SUGGESTION);
  return (
    <div className="space-y-4">
      {planned && (
        <section
          aria-labelledby={plannedId}
          className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-3"
        >
          <h3 id={plannedId} className="text-sm font-semibold text-stone-900">
            {t('journal.plannedFor', { meal: label })}
          </h3>
          <ul className="mt-1 list-inside list-disc text-sm text-stone-800">
            {planned.map((item, index) => (
              <li key={index} className="break-words">
                {savedLine(words)(item)}
              </li>
            ))}
          </ul>
          <Button
            className="mt-2"
            aria-disabled={planAdded}
            onClick={() => !planAdded && onAdd(PLAN_SUGGESTION, planned)}
          >
            <CheckCheck aria-hidden size={18} />
            {planAdded ? t('journal.planAdded') : t('journal.eatAsPlanned')}
          </Button>
        </section>
      )}
      <Chips title={t('journal.recent')} items={recent} isAdded={isAdded} onAdd={onAdd} />
      <Chips title={t('journal.often')} items={frequent} isAdded={isAdded} onAdd={onAdd} />
    </div>
  );
}
