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
  DIET_TAG_LABELS,
  DIET_TAGS,
  FOOD_GROUPS,
  FOOD_STATE_LABELS,
  FOOD_STATES,
  NUTRIENT_KEYS,
  PORTION_LABELS,
  PORTION_UNITS,
  type CustomFoodInput,
  type FoodDetail,
  type FoodState,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useAddCustomFood, useUpdateCustomFood } from '#web/features/meal-plans/api/library-api.ts';
import { nutrientLabel } from './nutrient-text.ts';

type FieldName = Path<z.input<typeof customFoodInputSchema>>;
/** Grams are every food's unit already; a measure is one of the household ones. */
const MEASURE_UNITS = PORTION_UNITS.filter((unit) => unit !== 'g');

/** "Hindi: Chawal; Tamil: Arisi": the one text the form edits local names as. */
export const localNamesText = (names: FoodDetail['localNames']) =>
  names.map((n) => (n.language ? `${n.language}: ${n.name}` : n.name)).join('; ');

const STATE_CHOICE_LABELS: Record<FoodState, string> = {
  raw: 'Raw ingredient',
  served: FOOD_STATE_LABELS.served,
};

/** Raw ingredient or as served: search tells the two apart, and a recipe looks for raw ones. */
function StateChoice({ register }: { register: UseFormRegisterReturn<'state'> }) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0 space-y-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-stone-800">Raw or as served</legend>
      <div className="flex flex-wrap gap-x-6">
        {FOOD_STATES.map((state) => (
          <label key={state} className="flex min-h-11 items-center gap-2 text-sm text-stone-900">
            <input
              type="radio"
              value={state}
              className="h-5 w-5 accent-emerald-700"
              {...register}
            />
            {STATE_CHOICE_LABELS[state]}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-stone-600">
        Raw: weighed before cooking, like dry dal or atta. As served: eaten as it comes, like a
        packed snack or a cooked dish.
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
      toast.success(`${body.name} saved`);
    } else {
      await add.mutateAsync({ body });
      toast.success(`${body.name} added to the practice’s foods`);
    }
    onClose();
  });

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={food ? `Edit ${food.name}` : 'Add a practice food'}
      description="Copy the values from the pack’s label or your own source, per 100 g."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" autoComplete="off" {...form.field('name')} />
          <TextField
            label="Local names (optional)"
            hint="Language and name, separated by semicolons: Hindi: Chawal; Tamil: Arisi"
            autoComplete="off"
            {...form.field('localNames')}
          />
          <SelectField label="Food group" {...form.field('group')}>
            <Options values={FOOD_GROUPS} placeholder="Choose a group" />
          </SelectField>
          <SelectField label="Diet" {...form.field('diet')}>
            {DIET_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {DIET_TAG_LABELS[tag]}
              </option>
            ))}
          </SelectField>
        </div>

        <StateChoice register={form.register('state')} />

        <fieldset className="min-w-0 space-y-3">
          <legend className="font-semibold text-stone-900">Nutrients per 100 g</legend>
          <p className="text-sm text-stone-600">A value the label does not give counts as 0.</p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {NUTRIENT_KEYS.map((key) => (
              <TextField
                key={key}
                label={nutrientLabel(key)}
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
          <legend className="font-semibold text-stone-900">Household measures</legend>
          <p className="text-sm text-stone-600">
            Grams always work. Add the measures this food is served in, with what one weighs.
          </p>
          {portions.fields.map((row, index) => (
            <div key={row.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1 sm:max-w-60">
                <SelectField label={`Measure ${index + 1}`} {...nested(`portions.${index}.unit`)}>
                  {MEASURE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {PORTION_LABELS[unit]}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="w-28 sm:w-40">
                <TextField
                  label={`Grams in measure ${index + 1}`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={0}
                  {...nested(`portions.${index}.grams`)}
                />
              </div>
              <IconButton
                tone="danger"
                label={`Remove measure ${index + 1}`}
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
              <Plus aria-hidden size={18} /> Add a measure
            </Button>
          )}
        </fieldset>

        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={food ? 'Save food' : 'Add food'}
        />
      </form>
    </Modal>
  );
}
