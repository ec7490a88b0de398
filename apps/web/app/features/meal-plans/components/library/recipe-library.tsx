import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { RecipeSummary, Translate } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SearchBox } from '#web/components/ui/list-controls.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { recipesQuery, useDeleteRecipe } from '#web/features/meal-plans/api/library-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { withNodes } from '#web/lib/i18n/around-node.tsx';
import { DietBadge } from './diet-text.tsx';
import { Loaded } from './loaded.tsx';
import { CardsOrTable, LibraryCard } from './library-card.tsx';
import { nutrientNumber, nutrientText } from './nutrient-text.ts';
import { RecipeEditorDialog } from './recipe-editor-dialog.tsx';
import { RecipeDialog } from '#web/features/meal-plans/components/recipe-dialog.tsx';
import { RowActions } from './row-actions.tsx';

type Dialog = { kind: 'add' } | { kind: 'view' | 'edit' | 'delete'; recipe: RecipeSummary } | null;

const cell = 'px-3 py-2 align-top';

const servingsText = (t: Translate, recipe: RecipeSummary) =>
  t('foodLibrary.recipes.servingsOf', {
    servings: String(recipe.servings),
    unit: t(`foods.unit.${recipe.servingUnit}`),
  });
const servingGrams = (t: Translate, recipe: RecipeSummary) =>
  t('foodLibrary.recipes.servingGrams', { grams: String(Math.round(recipe.servingGrams)) });
const author = (t: Translate, recipe: RecipeSummary) =>
  recipe.createdBy?.name ?? t('foodLibrary.recipes.ourAuthor');

function RecipesList({
  recipes,
  q,
  onOpen,
}: {
  recipes: RecipeSummary[];
  q: string;
  onOpen: (kind: 'view' | 'edit' | 'delete', recipe: RecipeSummary) => void;
}) {
  const t = useT();
  if (recipes.length === 0) {
    return (
      <p className="text-stone-700">
        {q ? t('foodLibrary.recipes.noMatch', { q }) : t('foodLibrary.recipes.none')}
      </p>
    );
  }
  const actions = (recipe: RecipeSummary) => (
    <RowActions
      name={recipe.name}
      onEdit={() => onOpen('edit', recipe)}
      onDelete={() => onOpen('delete', recipe)}
    />
  );
  return (
    <CardsOrTable
      label={t('foodLibrary.recipes.label')}
      cards={recipes.map((recipe) => (
        <LibraryCard
          key={recipe.id}
          title={recipe.name}
          diet={recipe.diet}
          onOpen={() => onOpen('view', recipe)}
          actions={actions(recipe)}
        >
          <p>
            {servingsText(t, recipe)}, {servingGrams(t, recipe)}
          </p>
          <p className="text-stone-900">
            {t('foodLibrary.recipes.perServing', {
              kcal: nutrientText(t, recipe.perServing, 'kcal'),
              protein: nutrientText(t, recipe.perServing, 'protein'),
            })}
          </p>
          <p className="text-xs">{t('foodLibrary.recipes.by', { name: author(t, recipe) })}</p>
        </LibraryCard>
      ))}
      table={
        <Table
          stickyLastColumn
          caption={t('foodLibrary.recipes.caption')}
          head={[
            t('foodLibrary.column.name'),
            t('foodLibrary.column.diet'),
            t('foodLibrary.recipes.servings'),
            t('foodLibrary.recipes.energyColumn'),
            t('foodLibrary.recipes.proteinColumn'),
            t('foodLibrary.recipes.author'),
            t('foodLibrary.column.actions'),
          ]}
        >
          {recipes.map((recipe) => (
            <tr key={recipe.id}>
              <td className={`${cell} font-medium`}>
                <button
                  type="button"
                  onClick={() => onOpen('view', recipe)}
                  className="text-left text-emerald-800 underline-offset-2 hover:underline"
                >
                  {recipe.name}
                </button>
              </td>
              <td className={cell}>
                <DietBadge diet={recipe.diet} />
              </td>
              <td className={cell}>
                {servingsText(t, recipe)}
                <span className="block text-xs text-stone-600">{servingGrams(t, recipe)}</span>
              </td>
              <td className={`${cell} tabular-nums`}>
                {nutrientNumber(recipe.perServing, 'kcal')}
              </td>
              <td className={`${cell} tabular-nums`}>
                {nutrientNumber(recipe.perServing, 'protein')}
              </td>
              <td className={cell}>{author(t, recipe)}</td>
              <td className={cell}>{actions(recipe)}</td>
            </tr>
          ))}
        </Table>
      }
    />
  );
}

/** The practice's recipe library: searched, opened, written, changed and removed here. */
export function RecipeLibrary() {
  const t = useT();
  const [q, setQ] = useState('');
  const recipes = useQuery(recipesQuery(q));
  const remove = useDeleteRecipe();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox label={t('foodLibrary.recipes.search')} onSearch={setQ} />
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden size={18} /> {t('foodLibrary.addRecipe')}
        </Button>
      </div>
      <Loaded
        read={recipes}
        loading={t('foodLibrary.recipes.loading')}
        failed={t('foodLibrary.recipes.failed')}
      >
        {(list) => (
          <RecipesList
            recipes={list}
            q={q}
            onOpen={(kind, recipe) => setDialog({ kind, recipe })}
          />
        )}
      </Loaded>
      {dialog?.kind === 'add' && <RecipeEditorDialog id={null} onClose={close} />}
      {dialog?.kind === 'edit' && <RecipeEditorDialog id={dialog.recipe.id} onClose={close} />}
      {dialog?.kind === 'view' && <RecipeDialog recipe={dialog.recipe} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('foodLibrary.recipes.deleteTitle')}
          name={dialog.recipe.name}
          onDelete={() => remove.mutateAsync({ params: { id: dialog.recipe.id } })}
          done={t('foodLibrary.deletedNamed', { name: dialog.recipe.name })}
          failed={t('foodLibrary.recipes.deleteFailed')}
          onClose={close}
        >
          <p>
            {withNodes(t, 'foodLibrary.recipes.deleteText', {
              name: <strong>{dialog.recipe.name}</strong>,
            })}
          </p>
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}
