import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import {
  PORTION_UNITS,
  recipeInputSchema,
  type FoodSearchItem,
  type RecipeDetail,
  type RecipeInput,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { FoodSearchBox } from '#web/features/meal-plans/components/food-search-box.tsx';
import {
  recipeQuery,
  useAddRecipe,
  useUpdateRecipe,
} from '#web/features/meal-plans/api/library-api.ts';
import { Loaded } from './loaded.tsx';
import { IngredientRows } from './recipe-ingredients.tsx';
import {
  ingredientKey,
  perServing,
  rowGrams,
  ServingTotals,
  type IngredientFacts,
} from './recipe-totals.tsx';

const SERVING_UNITS = PORTION_UNITS.filter((unit) => unit !== 'g');

function startingValues(recipe: RecipeDetail | null): RecipeInput {
  if (!recipe) {
    return {
      name: '',
      servings: 4,
      servingUnit: 'serving',
      cookedGrams: '',
      method: '',
      ingredients: [],
    };
  }
  return {
    name: recipe.name,
    servings: recipe.servings,
    servingUnit: recipe.servingUnit === 'g' ? 'serving' : recipe.servingUnit,
    cookedGrams: recipe.cookedGrams ?? '',
    method: recipe.method,
    ingredients: recipe.ingredients.map((item) =>
      item.recipeId !== undefined
        ? { recipeId: item.recipeId, quantity: item.quantity, unit: item.unit }
        : { foodId: item.foodId, quantity: item.quantity, unit: item.unit },
    ),
  };
}

function startingFacts(recipe: RecipeDetail | null) {
  const facts = new Map<string, IngredientFacts>();
  for (const item of recipe?.ingredients ?? []) facts.set(ingredientKey(item), item);
  return facts;
}

/** A new ingredient starts at one of its household measures, or 100 g when it has none. */
function firstAmount(item: FoodSearchItem) {
  const measure = item.portions.find((p) => p.unit !== 'g');
  return measure ? { quantity: 1, unit: measure.unit } : { quantity: 100, unit: 'g' as const };
}

function RecipeForm({ recipe, onClose }: { recipe: RecipeDetail | null; onClose: () => void }) {
  const t = useT();
  const add = useAddRecipe();
  const update = useUpdateRecipe();
  const [facts, setFacts] = useState(() => startingFacts(recipe));
  // A recipe is written in raw amounts (dry dal, atta), so its search starts on raw foods.
  const [rawOnly, setRawOnly] = useState(true);
  const form = useApiForm(recipeInputSchema, startingValues(recipe), {
    // A blank cooked weight means "not weighed", which the schema takes as null.
    prepare: (values) => ({
      ...values,
      cookedGrams: values.cookedGrams === '' ? null : values.cookedGrams,
    }),
  });
  const ingredients = useFieldArray({ control: form.control, name: 'ingredients' });
  const rows = form.watch('ingredients') ?? [];
  const servings = form.watch('servings');
  const totals = perServing(rows, facts, servings);
  const rawGrams = rows.reduce((sum, row) => sum + rowGrams(row, facts.get(ingredientKey(row))), 0);
  const { errors } = form.formState;
  const listMessage = errors.ingredients?.message ?? errors.ingredients?.root?.message;

  const onPick = (item: FoodSearchItem) => {
    setFacts((known) => new Map(known).set(ingredientKey(idOf(item)), item));
    ingredients.append({ ...idOf(item), ...firstAmount(item) });
    form.clearErrors('ingredients');
  };

  const onSubmit = form.submit(async (body) => {
    if (recipe) {
      await update.mutateAsync({ params: { id: recipe.id }, body });
      toast.success(t('foodLibrary.savedNamed', { name: body.name }));
    } else {
      await add.mutateAsync({ body });
      toast.success(t('foodLibrary.editor.added', { name: body.name }));
    }
    onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('foodLibrary.editor.name')}
            autoComplete="off"
            {...form.field('name')}
          />
        </div>
        <TextField
          label={t('foodLibrary.recipes.servings')}
          type="number"
          min={1}
          max={50}
          {...form.field('servings')}
        />
        <SelectField label={t('foodLibrary.editor.servingUnit')} {...form.field('servingUnit')}>
          {SERVING_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`foods.unit.${unit}`)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextField
            label={t('foodLibrary.editor.cookedGrams')}
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            hint={t('foodLibrary.editor.cookedGramsHint', { grams: String(Math.round(rawGrams)) })}
            {...form.field('cookedGrams')}
          />
        </div>
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold text-stone-900">
          {t('foodLibrary.editor.ingredients')}
        </legend>
        <IngredientRows
          fields={ingredients.fields}
          rows={rows}
          facts={facts}
          register={form.register}
          errors={errors.ingredients}
          onRemove={ingredients.remove}
        />
        {listMessage && <p className="text-sm text-red-700">{listMessage}</p>}
        <RawOnlySwitch on={rawOnly} onChange={setRawOnly} />
        <FoodSearchBox
          label={t('foodLibrary.editor.addIngredient')}
          placeholder={
            rawOnly ? t('foodLibrary.editor.typeIngredient') : t('foodLibrary.editor.typeAnyFood')
          }
          ingredientsOnly={rawOnly}
          onPick={onPick}
        />
      </fieldset>

      <ServingTotals values={totals} />

      <TextAreaField label={t('foodLibrary.editor.method')} rows={5} {...form.field('method')} />
      <FormAlert message={form.failure} />
      <DialogActions
        onCancel={onClose}
        pending={form.pending}
        label={recipe ? t('foodLibrary.editor.save') : t('foodLibrary.addRecipe')}
      />
    </form>
  );
}

/**
 * Narrows the ingredient search to what a recipe is written from (IFCT 2017's foods, milk,
 * fruit and nuts among them, and the practice's own); off, it finds dishes and recipes too.
 */
function RawOnlySwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 accent-emerald-700"
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('foodLibrary.editor.rawOnly')}
      </label>
      <p id={hintId} className="text-sm text-stone-600">
        {t('foodLibrary.editor.rawOnlyHint')}
      </p>
    </div>
  );
}

/** A picked result as an ingredient's id: a recipe by recipeId, a food of either kind by foodId. */
function idOf(item: FoodSearchItem) {
  return item.kind === 'recipe' ? { recipeId: item.id } : { foodId: item.id };
}

/** The recipe editor: a new recipe, or one of the library's loaded first to change it. */
export function RecipeEditorDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT();
  const recipe = useQuery({ ...recipeQuery(id ?? 0), enabled: id !== null });
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={
        id === null
          ? t('foodLibrary.editor.addTitle')
          : t('foodLibrary.editNamed', {
              name: recipe.data?.name ?? t('foodLibrary.editor.recipeWord'),
            })
      }
    >
      {id === null ? (
        <RecipeForm recipe={null} onClose={onClose} />
      ) : (
        <Loaded
          read={recipe}
          loading={t('foodLibrary.editor.loading')}
          failed={t('foodLibrary.editor.failed')}
        >
          {(data) => <RecipeForm recipe={data} onClose={onClose} />}
        </Loaded>
      )}
    </Modal>
  );
}
