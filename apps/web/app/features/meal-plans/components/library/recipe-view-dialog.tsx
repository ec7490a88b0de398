import { useQuery } from '@tanstack/react-query';
import {
  amountText,
  DIET_TAG_LABELS,
  PORTION_LABELS,
  type RecipeDetail,
} from '@nourishwell/shared';
import { recipeQuery } from '../../api/library-api.ts';
import { LoadedDialog } from './loaded.tsx';
import { ServingTotals } from './recipe-totals.tsx';

function RecipeFacts({ recipe }: { recipe: RecipeDetail }) {
  const serving = `${PORTION_LABELS[recipe.servingUnit]} (${Math.round(recipe.servingGrams)} g)`;
  return (
    <div className="space-y-5 text-sm">
      <p className="text-stone-800">
        {DIET_TAG_LABELS[recipe.diet]} · Makes {recipe.servings}{' '}
        {recipe.servings === 1 ? 'serving' : 'servings'} of 1 {serving}
        {recipe.cookedGrams ? ` · ${Math.round(recipe.cookedGrams)} g cooked` : ''}
        {recipe.createdBy ? ` · by ${recipe.createdBy.name}` : ''}
      </p>
      <section aria-labelledby="recipe-ingredients">
        <h3 id="recipe-ingredients" className="font-semibold text-stone-900">
          Ingredients (raw)
        </h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-800">
          {recipe.ingredients.map((item, index) => (
            <li key={`${item.kind}-${item.foodId ?? item.recipeId}-${index}`}>
              {amountText(item.quantity, item.unit, item.grams, item.name)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recipe-method">
        <h3 id="recipe-method" className="font-semibold text-stone-900">
          Method
        </h3>
        <p className="mt-1 whitespace-pre-line text-stone-800">
          {recipe.method || 'No method written yet.'}
        </p>
      </section>
      <ServingTotals values={recipe.perServing} />
    </div>
  );
}

/** A recipe as the library holds it: what goes in, how it is made, what a serving gives. */
export function RecipeViewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <LoadedDialog
      read={useQuery(recipeQuery(id))}
      title="Recipe"
      loading="Loading the recipe..."
      what="this recipe"
      onClose={onClose}
    >
      {(data) => <RecipeFacts recipe={data} />}
    </LoadedDialog>
  );
}
