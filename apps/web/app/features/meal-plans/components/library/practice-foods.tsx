import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FoodDetail } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { customFoodsQuery, useDeleteCustomFood } from '#web/features/meal-plans/api/library-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { CustomFoodDialog } from './custom-food-dialog.tsx';
import { DietBadge } from './diet-text.tsx';
import { Loaded } from './loaded.tsx';
import { CardsOrTable, LibraryCard } from './library-card.tsx';
import { measures, nutrientNumber, nutrientText } from './nutrient-text.ts';
import { RowActions } from './row-actions.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; food: FoodDetail } | null;

const cell = 'px-3 py-2 align-top';

const per100gText = (food: FoodDetail) =>
  `Per 100 g: ${nutrientText(food.per100g, 'kcal')} · protein ${nutrientText(food.per100g, 'protein')}`;

function PracticeFoodsList({
  foods,
  onEdit,
  onDelete,
}: {
  foods: FoodDetail[];
  onEdit: (food: FoodDetail) => void;
  onDelete: (food: FoodDetail) => void;
}) {
  if (foods.length === 0) {
    return (
      <p className="text-stone-700">
        No practice foods yet. Add a packaged food from its label, or a regional food.
      </p>
    );
  }
  const actions = (food: FoodDetail) => (
    <RowActions name={food.name} onEdit={() => onEdit(food)} onDelete={() => onDelete(food)} />
  );
  const addedBy = (food: FoodDetail) => (food.createdBy ? `Added by ${food.createdBy.name}` : null);
  return (
    <CardsOrTable
      label="Practice foods"
      cards={foods.map((food) => (
        <LibraryCard key={food.id} title={food.name} diet={food.diet} actions={actions(food)}>
          <p>{food.group}</p>
          <p className="text-stone-900">{per100gText(food)}</p>
          <p>Measures: {measures(food.portions).join(', ') || 'grams'}</p>
          {addedBy(food) && <p className="text-xs">{addedBy(food)}</p>}
        </LibraryCard>
      ))}
      table={
        <Table
          stickyLastColumn
          caption="Practice foods, per 100 g"
          head={['Name', 'Group', 'Diet', 'Energy (kcal)', 'Protein (g)', 'Measures', 'Actions']}
        >
          {foods.map((food) => (
            <tr key={food.id}>
              <td className={`${cell} font-medium`}>
                {food.name}
                {addedBy(food) && (
                  <span className="block text-xs font-normal text-stone-600">{addedBy(food)}</span>
                )}
              </td>
              <td className={cell}>{food.group}</td>
              <td className={cell}>
                <DietBadge diet={food.diet} />
              </td>
              <td className={`${cell} tabular-nums`}>{nutrientNumber(food.per100g, 'kcal')}</td>
              <td className={`${cell} tabular-nums`}>{nutrientNumber(food.per100g, 'protein')}</td>
              <td className={`${cell} text-xs`}>{measures(food.portions).join(', ') || 'Grams'}</td>
              <td className={cell}>{actions(food)}</td>
            </tr>
          ))}
        </Table>
      }
    />
  );
}

/** The practice's own foods (from labels, regional dishes): added, changed and removed here. */
export function PracticeFoods() {
  const foods = useQuery(customFoodsQuery());
  const remove = useDeleteCustomFood();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">
          Foods the practice adds itself, marked as its own wherever they show.
        </p>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden size={18} /> Add food
        </Button>
      </div>
      <Loaded read={foods} loading="Loading practice foods..." what="the practice foods">
        {(list) => (
          <PracticeFoodsList
            foods={list}
            onEdit={(food) => setDialog({ kind: 'edit', food })}
            onDelete={(food) => setDialog({ kind: 'delete', food })}
          />
        )}
      </Loaded>
      {dialog?.kind === 'add' && <CustomFoodDialog food={null} onClose={close} />}
      {dialog?.kind === 'edit' && <CustomFoodDialog food={dialog.food} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete practice food"
          name={dialog.food.name}
          onDelete={() => remove.mutateAsync({ params: { id: dialog.food.id } })}
          done={`${dialog.food.name} deleted`}
          failed="Could not delete the food. Please try again."
          onClose={close}
        >
          <p>
            <strong>{dialog.food.name}</strong> will no longer show in search or in this list. Meal
            plans and recipes that already use it keep it and keep reading its values.
          </p>
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}
