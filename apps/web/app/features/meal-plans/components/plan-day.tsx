import { useId, useState } from 'react';
import {
  type ItemView,
  type Macros,
  type PlanDayView,
  type PlanMealView,
} from '@nourishwell/shared';
import { plannedMeals } from '#web/components/nutrition/plan-days.ts';
import { RecipeDialog, type RecipeRef } from './recipe-dialog.tsx';
import { TargetBars } from '#web/components/nutrition/target-bars.tsx';
import { useFoodWords } from '#web/components/nutrition/food-words.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { weekdayIn } from './weekday-name.ts';

function ItemLine({ item, onOpen }: { item: ItemView; onOpen: (recipe: RecipeRef) => void }) {
  const words = useFoodWords();
  const text = words.amount(item);
  const recipeId = item.recipeId;
  return (
    <li className="flex items-baseline justify-between gap-3">
      {recipeId === undefined ? (
        <span className="min-w-0 break-words text-stone-900">{text}</span>
      ) : (
        <button
          type="button"
          onClick={() => onOpen({ id: recipeId, name: item.name })}
          className="min-h-6 min-w-0 rounded text-left break-words text-emerald-800 underline decoration-emerald-700/40 underline-offset-4 hover:decoration-emerald-700"
          aria-haspopup="dialog"
        >
          {text}
        </button>
      )}
      <span className="shrink-0 text-sm text-stone-600 tabular-nums">{words.kcal(item.kcal)}</span>
    </li>
  );
}

function MealCard({ meal, onOpen }: { meal: PlanMealView; onOpen: (recipe: RecipeRef) => void }) {
  const name = mealName(useT(), meal.meal);
  const words = useFoodWords();
  return (
    <section aria-label={name} className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{name}</h3>
        <span className="text-xs font-semibold text-stone-700 tabular-nums">
          {words.kcal(meal.totals.kcal)}
        </span>
      </div>
      {meal.items.length > 0 && (
        <ul className="mt-2 space-y-1.5">
          {meal.items.map((item, index) => (
            <ItemLine
              key={`${item.kind}-${item.foodId ?? item.recipeId}-${index}`}
              item={item}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      {meal.note && <p className="mt-2 text-sm break-words text-stone-700 italic">{meal.note}</p>}
    </section>
  );
}

/**
 * One day of a plan as the client and her nutritionist read it: each planned meal with its
 * items ("2 roti (80 g)") and kcal, a recipe opening in a dialog, and the day's totals
 * against her targets (the figures alone when she has none).
 */
export function PlanDay({ day, targets }: { day: PlanDayView; targets: Macros | null }) {
  const t = useT();
  const dayName = weekdayIn(useLocale(), day.day);
  const [recipe, setRecipe] = useState<RecipeRef | null>(null);
  const totalsId = useId();
  const meals = plannedMeals(day);
  if (meals.length === 0)
    return <p className="text-stone-700">{t('planWeek.noMeals', { day: dayName })}</p>;
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        {meals.map((meal) => (
          <MealCard key={meal.meal} meal={meal} onOpen={setRecipe} />
        ))}
      </div>
      <section aria-labelledby={totalsId} className="space-y-3">
        <h3 id={totalsId} className="font-semibold text-stone-900">
          {t(targets ? 'planWeek.totalsAgainst' : 'planWeek.totals', { day: dayName })}
        </h3>
        <TargetBars
          totals={day.totals}
          targets={targets}
          label={t(targets ? 'planWeek.againstTargets' : 'planWeek.totals', { day: dayName })}
        />
        {!targets && <p className="text-sm text-stone-600">{t('planWeek.noTargets')}</p>}
        <p className="text-xs text-stone-600">{t('nutrition.source')}</p>
      </section>
      {recipe && <RecipeDialog recipe={recipe} onClose={() => setRecipe(null)} />}
    </div>
  );
}
