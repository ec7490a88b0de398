import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  amountText,
  DIET_TAG_LABELS,
  NUTRIENT_INFO,
  NUTRIENT_KEYS,
  nutritionistMessages,
  roundNutrients,
  type RecipeDetail,
} from '@nourishwell/shared';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { recipeQuery } from '#web/features/meal-plans/api/library-api.ts';
import { NUTRIENT_SOURCE } from '#web/components/nutrition/plan-days.ts';

/** The recipe an item of a plan names: its id, and its name for the title while it loads. */
export interface RecipeRef {
  id: number;
  name: string;
}

function PerServing({ recipe }: { recipe: RecipeDetail }) {
  const values = roundNutrients(recipe.perServing);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {NUTRIENT_KEYS.map((key) => (
        <div key={key} className="flex justify-between gap-2 border-b border-stone-100 py-1">
          <dt className="text-stone-700">{NUTRIENT_INFO[key].label}</dt>
          <dd className="font-medium whitespace-nowrap text-stone-900 tabular-nums">
            {values[key].toLocaleString('en-IN')} {NUTRIENT_INFO[key].unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecipeBody({ recipe }: { recipe: RecipeDetail }) {
  const id = useId();
  // The method is typed as lines; each non-blank line is one step.
  const steps = recipe.method
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="space-y-5">
      {recipe.deleted && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This recipe has since been removed from the library; plans that use it keep it as it was.
        </p>
      )}
      <p className="text-sm text-stone-700">
        {DIET_TAG_LABELS[recipe.diet]} · makes {recipe.servings} {recipe.servingUnit}
        {recipe.servings === 1 ? '' : 's'}, one is {Math.round(recipe.servingGrams)} g
        {recipe.cookedGrams ? ` · ${Math.round(recipe.cookedGrams)} g cooked` : ''}
        {recipe.createdBy ? ` · by ${recipe.createdBy.name}` : ''}
      </p>
      <section aria-labelledby={`${id}-ingredients`}>
        <h3 id={`${id}-ingredients`} className="font-semibold text-stone-900">
          Ingredients
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          {recipe.ingredients.map((item, index) => (
            <li key={`${item.kind}-${item.foodId ?? item.recipeId}-${index}`}>
              {amountText(item.quantity, item.unit, item.grams, item.name)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-method`}>
        <h3 id={`${id}-method`} className="font-semibold text-stone-900">
          Method
        </h3>
        {steps.length === 0 ? (
          <p className="mt-2 text-stone-700">No method written for this recipe.</p>
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
          Per {recipe.servingUnit} ({Math.round(recipe.servingGrams)} g)
        </h3>
        <PerServing recipe={recipe} />
        <p className="mt-3 text-xs text-stone-600">{NUTRIENT_SOURCE}</p>
      </section>
    </div>
  );
}

/** A recipe of the plan opened from its item: ingredients with amounts, method, per serving. */
export function RecipeDialog({ recipe, onClose }: { recipe: RecipeRef; onClose: () => void }) {
  const query = useQuery(recipeQuery(recipe.id));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={recipe.name} wide>
      {query.isPending && (
        <LoadingBlock label="Loading recipe…">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </LoadingBlock>
      )}
      {query.isError && (
        <QueryError
          message={nutritionistMessages.sectionFailed('the recipe')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && <RecipeBody recipe={query.data} />}
    </Modal>
  );
}
