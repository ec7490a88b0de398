import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  NUTRIENT_INFO,
  NUTRIENT_KEYS,
  roundNutrients,
  type RecipeDetail,
} from '@nourishwell/shared';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { recipeQuery } from '#web/features/meal-plans/api/library-api.ts';
import { useFoodWords } from '#web/components/nutrition/food-words.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

/** The recipe an item of a plan names: its id, and its name for the title while it loads. */
export interface RecipeRef {
  id: number;
  name: string;
}

function PerServing({ recipe }: { recipe: RecipeDetail }) {
  const t = useT();
  const number = new Intl.NumberFormat(`${useLocale()}-IN`);
  const values = roundNutrients(recipe.perServing);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {NUTRIENT_KEYS.map((key) => (
        <div key={key} className="flex justify-between gap-2 border-b border-stone-100 py-1">
          <dt className="text-stone-700">{t(`nutrition.nutrient.${key}`)}</dt>
          <dd className="font-medium whitespace-nowrap text-stone-900 tabular-nums">
            {number.format(values[key])} {NUTRIENT_INFO[key].unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecipeBody({ recipe }: { recipe: RecipeDetail }) {
  const t = useT();
  const words = useFoodWords();
  const id = useId();
  const measure = words.unit(recipe.servingUnit);
  // The method is typed as lines; each non-blank line is one step.
  const steps = recipe.method
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="space-y-5">
      {recipe.deleted && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('planWeek.recipeGone')}
        </p>
      )}
      <p className="text-sm text-stone-700">
        {[
          words.diet(recipe.diet),
          t('planWeek.makes', {
            servings: recipe.servings,
            unit: measure,
            grams: Math.round(recipe.servingGrams),
          }),
          ...(recipe.cookedGrams
            ? [t('planWeek.cooked', { grams: Math.round(recipe.cookedGrams) })]
            : []),
          ...(recipe.createdBy ? [t('planWeek.by', { name: recipe.createdBy.name })] : []),
        ].join(' · ')}
      </p>
      <section aria-labelledby={`${id}-ingredients`}>
        <h3 id={`${id}-ingredients`} className="font-semibold text-stone-900">
          {t('planWeek.ingredients')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          {recipe.ingredients.map((item, index) => (
            <li key={`${item.kind}-${item.foodId ?? item.recipeId}-${index}`}>
              {words.amount(item)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-method`}>
        <h3 id={`${id}-method`} className="font-semibold text-stone-900">
          {t('planWeek.method')}
        </h3>
        {steps.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('planWeek.noMethod')}</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-stone-800">
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={`${id}-per-serving`}>
        <h3 id={`${id}-per-serving`} className="mb-2 font-semibold text-stone-900">
          {t('planWeek.perServing', { unit: measure, grams: Math.round(recipe.servingGrams) })}
        </h3>
        <PerServing recipe={recipe} />
        <p className="mt-3 text-xs text-stone-600">{t('nutrition.source')}</p>
      </section>
    </div>
  );
}

/** A recipe of the plan opened from its item: ingredients with amounts, method, per serving. */
export function RecipeDialog({ recipe, onClose }: { recipe: RecipeRef; onClose: () => void }) {
  const t = useT();
  const query = useQuery(recipeQuery(recipe.id));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={recipe.name} wide>
      {query.isPending && (
        <LoadingBlock label={t('planWeek.loadingRecipe')}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </LoadingBlock>
      )}
      {query.isError && (
        <QueryError message={t('planWeek.recipeFailed')} onRetry={() => void query.refetch()} />
      )}
      {query.data && <RecipeBody recipe={query.data} />}
    </Modal>
  );
}
