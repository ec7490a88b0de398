import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PORTION_LABELS, type RecipeSummary } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SearchBox } from '#web/components/ui/list-controls.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { recipesQuery, useDeleteRecipe } from '#web/features/meal-plans/api/library-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { DietBadge } from './diet-text.tsx';
import { Loaded } from './loaded.tsx';
import { CardsOrTable, LibraryCard } from './library-card.tsx';
import { nutrientNumber, nutrientText } from './nutrient-text.ts';
import { RecipeEditorDialog } from './recipe-editor-dialog.tsx';
import { RecipeDialog } from '#web/features/meal-plans/components/recipe-dialog.tsx';
import { RowActions } from './row-actions.tsx';

type Dialog = { kind: 'add' } | { kind: 'view' | 'edit' | 'delete'; recipe: RecipeSummary } | null;

const cell = 'px-3 py-2 align-top';

const servingsText = (recipe: RecipeSummary) =>
  `${recipe.servings} × ${PORTION_LABELS[recipe.servingUnit]}`;
const servingGrams = (recipe: RecipeSummary) => `${Math.round(recipe.servingGrams)} g each`;
const author = (recipe: RecipeSummary) => recipe.createdBy?.name ?? 'NourishWell';

function RecipesList({
  recipes,
  q,
  onOpen,
}: {
  recipes: RecipeSummary[];
  q: string;
  onOpen: (kind: 'view' | 'edit' | 'delete', recipe: RecipeSummary) => void;
}) {
  if (recipes.length === 0) {
    return (
      <p className="text-stone-700">
        {q ? `No recipe matches “${q}”.` : 'No recipes yet. Add the practice’s first dish.'}
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
      label="Recipes"
      cards={recipes.map((recipe) => (
        <LibraryCard
          key={recipe.id}
          title={recipe.name}
          diet={recipe.diet}
          onOpen={() => onOpen('view', recipe)}
          actions={actions(recipe)}
        >
          <p>
            {servingsText(recipe)}, {servingGrams(recipe)}
          </p>
          <p className="text-stone-900">
            Per serving: {nutrientText(recipe.perServing, 'kcal')} · protein{' '}
            {nutrientText(recipe.perServing, 'protein')}
          </p>
          <p className="text-xs">By {author(recipe)}</p>
        </LibraryCard>
      ))}
      table={
        <Table
          stickyLastColumn
          caption="Recipe library"
          head={[
            'Name',
            'Diet',
            'Servings',
            'Energy per serving (kcal)',
            'Protein per serving (g)',
            'Author',
            'Actions',
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
                {servingsText(recipe)}
                <span className="block text-xs text-stone-600">{servingGrams(recipe)}</span>
              </td>
              <td className={`${cell} tabular-nums`}>
                {nutrientNumber(recipe.perServing, 'kcal')}
              </td>
              <td className={`${cell} tabular-nums`}>
                {nutrientNumber(recipe.perServing, 'protein')}
              </td>
              <td className={cell}>{author(recipe)}</td>
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
  const [q, setQ] = useState('');
  const recipes = useQuery(recipesQuery(q));
  const remove = useDeleteRecipe();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox label="Search recipes" onSearch={setQ} />
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden size={18} /> Add recipe
        </Button>
      </div>
      <Loaded read={recipes} loading="Loading recipes..." what="the recipe library">
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
          title="Delete recipe"
          name={dialog.recipe.name}
          onDelete={() => remove.mutateAsync({ params: { id: dialog.recipe.id } })}
          done={`${dialog.recipe.name} deleted`}
          failed="Could not delete the recipe. Please try again."
          onClose={close}
        >
          <p>
            <strong>{dialog.recipe.name}</strong> leaves the library and search. Meal plans and
            recipes that already use it keep it and keep reading its values.
          </p>
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}
