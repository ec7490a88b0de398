import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FoodDetail, Translate } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { customFoodsQuery, useDeleteCustomFood } from '#web/features/meal-plans/api/library-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { withNodes } from '#web/lib/i18n/around-node.tsx';
import { CustomFoodDialog } from './custom-food-dialog.tsx';
import { DietBadge } from './diet-text.tsx';
import { Loaded } from './loaded.tsx';
import { CardsOrTable, LibraryCard } from './library-card.tsx';
import { measures, nutrientLabel, nutrientNumber, nutrientText } from './nutrient-text.ts';
import { RowActions } from './row-actions.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; food: FoodDetail } | null;

const cell = 'px-3 py-2 align-top';

const per100gText = (t: Translate, food: FoodDetail) =>
  t('foodLibrary.practiceFoods.per100g', {
    kcal: nutrientText(t, food.per100g, 'kcal'),
    protein: nutrientText(t, food.per100g, 'protein'),
  });

function PracticeFoodsList({
  foods,
  onEdit,
  onDelete,
}: {
  foods: FoodDetail[];
  onEdit: (food: FoodDetail) => void;
  onDelete: (food: FoodDetail) => void;
}) {
  const t = useT();
  if (foods.length === 0) {
    return <p className="text-stone-700">{t('foodLibrary.practiceFoods.none')}</p>;
  }
  const actions = (food: FoodDetail) => (
    <RowActions name={food.name} onEdit={() => onEdit(food)} onDelete={() => onDelete(food)} />
  );
  const addedBy = (food: FoodDetail) =>
    food.createdBy ? t('foodLibrary.addedBy', { name: food.createdBy.name }) : null;
  return (
    <CardsOrTable
      label={t('foodLibrary.practiceFoods.label')}
      cards={foods.map((food) => (
        <LibraryCard key={food.id} title={food.name} diet={food.diet} actions={actions(food)}>
          <p>{food.group}</p>
          <p className="text-stone-900">{per100gText(t, food)}</p>
          <p>
            {t('foodLibrary.practiceFoods.measures', {
              measures:
                measures(t, food.portions).join(', ') || t('foodLibrary.practiceFoods.gramsWord'),
            })}
          </p>
          {addedBy(food) && <p className="text-xs">{addedBy(food)}</p>}
        </LibraryCard>
      ))}
      table={
        <Table
          stickyLastColumn
          caption={t('foodLibrary.practiceFoods.caption')}
          head={[
            t('foodLibrary.column.name'),
            t('foodLibrary.column.group'),
            t('foodLibrary.column.diet'),
            nutrientLabel(t, 'kcal'),
            nutrientLabel(t, 'protein'),
            t('foodLibrary.column.measures'),
            t('foodLibrary.column.actions'),
          ]}
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
              <td className={`${cell} text-xs`}>
                {measures(t, food.portions).join(', ') || t('foodLibrary.practiceFoods.grams')}
              </td>
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
  const t = useT();
  const foods = useQuery(customFoodsQuery());
  const remove = useDeleteCustomFood();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{t('foodLibrary.practiceFoods.intro')}</p>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden size={18} /> {t('foodLibrary.addFood')}
        </Button>
      </div>
      <Loaded
        read={foods}
        loading={t('foodLibrary.practiceFoods.loading')}
        failed={t('foodLibrary.practiceFoods.failed')}
      >
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
          title={t('foodLibrary.practiceFoods.deleteTitle')}
          name={dialog.food.name}
          onDelete={() => remove.mutateAsync({ params: { id: dialog.food.id } })}
          done={t('foodLibrary.deletedNamed', { name: dialog.food.name })}
          failed={t('foodLibrary.practiceFoods.deleteFailed')}
          onClose={close}
        >
          <p>
            {withNodes(t, 'foodLibrary.practiceFoods.deleteText', {
              name: <strong>{dialog.food.name}</strong>,
            })}
          </p>
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}
