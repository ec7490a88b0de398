import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PORTION_LABELS, type RecipeSummary } from '@nourishwell/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { SearchBox } from '../../../../components/ui/list-controls.tsx';
import { EmptyRow, Table } from '../../../../components/ui/table.tsx';
import { recipesQuery, useDeleteRecipe } from '../../api/library-api.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { DietBadge } from './diet-text.tsx';
import { Loaded } from './loaded.tsx';
import { nutrientNumber } from './nutrient-text.ts';
import { RecipeEditorDialog } from './recipe-editor-dialog.tsx';
import { RecipeViewDialog } from './recipe-view-dialog.tsx';
import { RowActions } from './row-actions.tsx';

type Dialog = { kind: 'add' } | { kind: 'view' | 'edit' | 'delete'; recipe: RecipeSummary } | null;

const cell = 'px-3 py-2 align-top';

function RecipesTable({
  recipes,
  q,
  onOpen,
}: {
  recipes: RecipeSummary[];
  q: string;
  onOpen: (kind: 'view' | 'edit' | 'delete', recipe: RecipeSummary) => void;
}) {
  return (
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
      {recipes.length === 0 && (
        <EmptyRow colSpan={7}>
          {q ? `No recipe matches “${q}”.` : 'No recipes yet. Add the practice’s first dish.'}
        </EmptyRow>
      )}
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
            {recipe.servings} × {PORTION_LABELS[recipe.servingUnit]} (
            {Math.round(recipe.servingGrams)} g)
          </td>
          <td className={`${cell} tabular-nums`}>{nutrientNumber(recipe.perServing, 'kcal')}</td>
          <td className={`${cell} tabular-nums`}>{nutrientNumber(recipe.perServing, 'protein')}</td>
          <td className={cell}>{recipe.createdBy?.name ?? 'NourishWell'}</td>
          <td className={cell}>
            <RowActions
              name={recipe.name}
              onEdit={() => onOpen('edit', recipe)}
              onDelete={() => onOpen('delete', recipe)}
            />
          </td>
        </tr>
      ))}
    </Table>
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
          <RecipesTable
            recipes={list}
            q={q}
            onOpen={(kind, recipe) => setDialog({ kind, recipe })}
          />
        )}
      </Loaded>
      {dialog?.kind === 'add' && <RecipeEditorDialog id={null} onClose={close} />}
      {dialog?.kind === 'edit' && <RecipeEditorDialog id={dialog.recipe.id} onClose={close} />}
      {dialog?.kind === 'view' && <RecipeViewDialog id={dialog.recipe.id} onClose={close} />}
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
