import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  FOOD_STATE_LABELS,
  type FoodSearch,
  type FoodSearchItem,
  type MacroKey,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SearchBox } from '#web/components/ui/list-controls.tsx';
import { Table } from '#web/components/ui/table.tsx';
import {
  FOOD_LIMIT_MAX,
  FOOD_PAGE,
  foodDatabaseQuery,
} from '#web/features/meal-plans/api/library-api.ts';
import { sourceLabel } from '#web/features/meal-plans/components/food-source-text.ts';
import { DietBadge } from './diet-text.tsx';
import { CardsOrTable, LibraryCard } from './library-card.tsx';
import { FoodDetailDialog } from './food-detail-dialog.tsx';
import { Loaded } from './loaded.tsx';
import { nutrientLabel, nutrientNumber, nutrientText } from './nutrient-text.ts';

const COLUMNS: MacroKey[] = ['kcal', 'protein', 'carbs', 'fat', 'fibre'];
/** Short enough for five values side by side on a 360 px card. */
const CARD_LABEL: Record<MacroKey, string> = {
  kcal: 'Energy',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fibre: 'Fibre',
};

function countText(q: string, shown: number, total: number) {
  if (total > 0)
    return `Showing ${shown} of ${total} food${total === 1 ? '' : 's'}, values per 100 g.`;
  return q
    ? `No food matches “${q}”. Try another spelling, a local name or a food group.`
    : 'The food database has no foods yet.';
}

/** One food as a card: the narrow screen's row. */
function FoodCard({ food, onOpen }: { food: FoodSearchItem; onOpen: () => void }) {
  return (
    <LibraryCard title={food.name} diet={food.diet} onOpen={onOpen}>
      <p>{food.group}</p>
      <p>
        {FOOD_STATE_LABELS[food.state]} · {sourceLabel(food)}
      </p>
      {food.matched && <p className="text-xs">{food.matched}</p>}
      <p className="pt-1 text-xs">Per 100 g</p>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {COLUMNS.map((key) => (
          <p key={key}>
            <span className="block text-xs">{CARD_LABEL[key]}</span>
            <span className="block font-medium whitespace-nowrap text-stone-900 tabular-nums">
              {nutrientText(food.per100g, key)}
            </span>
          </p>
        ))}
      </div>
    </LibraryCard>
  );
}

/** The same foods as a table (wide screens) and as cards (narrow ones). */
function FoodResults({ items, onOpen }: { items: FoodSearchItem[]; onOpen: (id: number) => void }) {
  return (
    <CardsOrTable
      label="Foods"
      cards={items.map((food) => (
        <FoodCard key={food.id} food={food} onOpen={() => onOpen(food.id)} />
      ))}
      table={
        <Table
          caption="Foods, per 100 g"
          head={['Name', 'Group', 'Diet', 'Raw or served', 'Source', ...COLUMNS.map(nutrientLabel)]}
        >
          {items.map((food) => (
            <tr key={food.id}>
              <td className="px-3 py-2 font-medium">
                <button
                  type="button"
                  onClick={() => onOpen(food.id)}
                  className="text-left text-emerald-800 underline-offset-2 hover:underline"
                >
                  {food.name}
                </button>
                {food.matched && (
                  <span className="block text-xs font-normal text-stone-600">{food.matched}</span>
                )}
              </td>
              <td className="px-3 py-2">{food.group}</td>
              <td className="px-3 py-2">
                <DietBadge diet={food.diet} />
              </td>
              <td className="px-3 py-2">{FOOD_STATE_LABELS[food.state]}</td>
              <td className="px-3 py-2">{sourceLabel(food)}</td>
              {COLUMNS.map((key) => (
                <td key={key} className="px-3 py-2 tabular-nums">
                  {nutrientNumber(food.per100g, key)}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      }
    />
  );
}

/**
 * The data's foods (IFCT 2017's raw ingredients, the databank's dishes): searched by name,
 * local name or group; a food opens its details.
 */
export function FoodDatabase() {
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(FOOD_PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const foods = useQuery(foodDatabaseQuery(q, limit));
  const onSearch = useCallback((text: string) => {
    setQ(text);
    setLimit(FOOD_PAGE);
  }, []);

  const more = ({ items, total }: FoodSearch) => {
    if (items.length >= total) return null;
    // The search answers at most FOOD_LIMIT_MAX foods at a time: past that, a search narrows.
    if (limit >= FOOD_LIMIT_MAX) {
      return (
        <p className="text-sm text-stone-700">
          Type a name, a local name or a group in the search to find the others.
        </p>
      );
    }
    return (
      <Button
        variant="secondary"
        disabled={foods.isFetching}
        onClick={() => setLimit((n) => Math.min(n + FOOD_PAGE, FOOD_LIMIT_MAX))}
      >
        {foods.isFetching ? 'Loading...' : 'Show more'}
      </Button>
    );
  };

  return (
    <div className="space-y-4">
      <SearchBox label="Search foods" onSearch={onSearch} />
      <Loaded read={foods} loading="Loading foods..." what="the food database">
        {(found) => (
          <div className="space-y-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {countText(q, found.items.length, found.total)}
            </p>
            {found.items.length > 0 && <FoodResults items={found.items} onOpen={setOpen} />}
            {more(found)}
          </div>
        )}
      </Loaded>
      {open !== null && <FoodDetailDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
