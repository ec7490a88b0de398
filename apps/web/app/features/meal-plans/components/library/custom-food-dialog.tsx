import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  useFieldArray,
  type DefaultValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  customFoodInputSchema,
  DIET_TAGS,
  FOOD_GROUPS,
  FOOD_STATES,
  NUTRIENT_KEYS,
  PORTION_UNITS,
  type CustomFoodInput,
  type FoodDetail,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddCustomFood, useUpdateCustomFood } from '#web/features/meal-plans/api/library-api.ts';
import { nutrientLabel } from './nutrient-text.ts';

type FieldName = Path<z.input<typeof customFoodInputSchema>>;
/** Grams are every food's unit already; a measure is one of the household ones. */
const MEASURE_UNITS = PORTION_UNITS.filter((unit) => unit !== 'g');

/** "Hindi: Chawal; Tamil: Arisi": the one text the form edits local names as. */
export const localNamesText = (names: FoodDetail['localNames']) =>
  names.map((n) => (n.language ? `${n.language}: ${n.name}` : n.name)).join('; ');

/** Raw ingredient or as served: search tells the two apart, and a recipe looks for raw ones. */
function StateChoice({ register }: { register: UseFormRegisterReturn<'state'> }) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset className="min-w-0 space-y-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-stone-800">
        {t('foodLibrary.rawOrAsServed')}
      </legend>
      <div className="flex flex-wrap gap-x-6">
        {FOOD_STATES.map((state) => (
          <label key={state} className="flex min-h-11 items-center gap-2 text-sm text-stone-900">
            <input
              type="radio"
              value={state}
              className="h-5 w-5 accent-emerald-700"
              {...register}
            />
            {state === 'raw' ? t('foodLibrary.custom.rawIngredient') : t('foods.state.served')}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-stone-600">
        {t('foodLibrary.custom.stateHint')}
      </p>
    </fieldset>
  );
}

/** A new food starts blank (no group chosen, every nutrient empty); an edit from its record. */
function startingValues(food: FoodDetail | null): DefaultValues<CustomFoodInput> {
  if (!food) {
    return {
      name: '',
      localNames: '',
      diet: 'veg',
      state: 'served',
      per100g: Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, ''])),
      portions: [],
    };
  }
  return {
    name: food.name,
    localNames: localNamesText(food.localNames),
    group: food.group as CustomFoodInput['group'],
    diet: food.diet,
    state: food.state,
    per100g: { ...food.per100g },
    portions: food.portions.filter((p) => p.unit !== 'g'),
  };
}

/** Add or change one of the practice's own foods, from its label, per 100 g. */
export function CustomFoodDialog({
  food,
  onClose,
}: {
  /** The food to change; null adds a new one. */
  food: FoodDetail | null;
  onClose: () => void;
}) {
  const t = useT();
  const add = useAddCustomFood();
  const update = useUpdateCustomFood();
  const form = useApiForm(customFoodInputSchema, startingValues(food));
  const portions = useFieldArray({ control: form.control, name: 'portions' });
  const { errors } = form.formState;

  // form.field reads top-level messages; these fields sit inside per100g and portions.
  const nested = (name: FieldName) => ({
    ...form.field(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const groupMessage = (part: 'per100g' | 'portions') =>
    errors[part]?.message ?? errors[part]?.root?.message;

  const onSubmit = form.submit(async (body) => {
    if (food) {
      await update.mutateAsync({ params: { id: food.id }, body });
      toast.success(t('foodLibrary.savedNamed', { name: body.name }));
    } else {
      await add.mutateAsync({ body });
      toast.success(t('foodLibrary.custom.added', { name: body.name }));
    }
    onClose();
  });

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={
        food ? t('foodLibrary.editNamed', { name: food.name }) : t('foodLibrary.custom.addTitle')
      }
      description={t('foodLibrary.custom.description')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('foodLibrary.column.name')}
            autoComplete="off"
            {...form.field('name')}
          />
          <TextField
            label={t('foodLibrary.custom.localNames')}
            hint={t('foodLibrary.custom.localNamesHint')}
            autoComplete="off"
            {...form.field('localNames')}
          />
          <SelectField label={t('foodLibrary.custom.group')} {...form.field('group')}>
            <Options values={FOOD_GROUPS} placeholder={t('foodLibrary.custom.chooseGroup')} />
          </SelectField>
          <SelectField label={t('foodLibrary.column.diet')} {...form.field('diet')}>
            {DIET_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {t(`foods.diet.${tag}`)}
              </option>
            ))}
          </SelectField>
        </div>

        <StateChoice register={form.register('state')} />

        <fieldset className="min-w-0 space-y-3">
          <legend className="font-semibold text-stone-900">
            {t('foodLibrary.nutrientsPer100g')}
          </legend>
          <p className="text-sm text-stone-600">{t('foodLibrary.custom.missingIsZero')}</p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {NUTRIENT_KEYS.map((key) => (
              <TextField
                key={key}
                label={nutrientLabel(t, key)}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                {...nested(`per100g.${key}`)}
              />
            ))}
          </div>
          {groupMessage('per100g') && (
            <p className="text-sm text-red-700">{groupMessage('per100g')}</p>
          )}
        </fieldset>

        <fieldset className="min-w-0 space-y-3">
          <legend className="font-semibold text-stone-900">
            {t('foodLibrary.householdMeasures')}
          </legend>
          <p className="text-sm text-stone-600">{t('foodLibrary.custom.measuresHint')}</p>
          {portions.fields.map((row, index) => (
            <div key={row.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1 sm:max-w-60">
                <SelectField
                  label={t('foodLibrary.custom.measure', { number: index + 1 })}
                  {...nested(`portions.${index}.unit`)}
                >
                  {MEASURE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`foods.unit.${unit}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="w-28 sm:w-40">
                <TextField
                  label={t('foodLibrary.custom.measureGrams', { number: index + 1 })}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={0}
                  {...nested(`portions.${index}.grams`)}
                />
              </div>
              <IconButton
                tone="danger"
                label={t('foodLibrary.custom.removeMeasure', { number: index + 1 })}
                onClick={() => portions.remove(index)}
                icon={<Trash2 aria-hidden size={18} />}
              />
            </div>
          ))}
          {groupMessage('portions') && (
            <p className="text-sm text-red-700">{groupMessage('portions')}</p>
          )}
          {portions.fields.length < 8 && (
            <Button
              variant="secondary"
              onClick={() =>
                portions.append({
                  unit:
                    MEASURE_UNITS.find(
                      (u) => !form.getValues('portions')?.some((p) => p.unit === u),
                    ) ?? 'katori',
                  grams: '',
                })
              }
            >
              <Plus aria-hidden size={18} /> {t('foodLibrary.custom.addMeasure')}
            </Button>
          )}
        </fieldset>

        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={food ? t('foodLibrary.custom.save') : t('foodLibrary.addFood')}
        />
      </form>
    </Modal>
  );
}
