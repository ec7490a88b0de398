import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FoodSearch, FoodSearchItem, MacroKey, Translate } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SearchBox } from '#web/components/ui/list-controls.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
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

function countText(t: Translate, q: string, shown: number, total: number) {
  if (total > 0)
    return t('foodLibrary.database.count', {
      shown: String(shown),
      total: String(total),
      count: total,
    });
  return q ? t('foodLibrary.database.noMatch', { q }) : t('foodLibrary.database.empty');
}

/** One food as a card: the narrow screen's row. */
function FoodCard({ food, onOpen }: { food: FoodSearchItem; onOpen: () => void }) {
  const t = useT();
  return (
    <LibraryCard title={food.name} diet={food.diet} onOpen={onOpen}>
      <p>{food.group}</p>
      <p>
        {t(`foods.state.${food.state}`)} · {sourceLabel(t, food)}
      </p>
      {food.matched && <p className="text-xs">{food.matched}</p>}
      <p className="pt-1 text-xs">{t('foodLibrary.database.per100g')}</p>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {COLUMNS.map((key) => (
          <p key={key}>
            {/* Short enough for five values side by side on a 360 px card. */}
            <span className="block text-xs">{t(`foodLibrary.database.cardLabel.${key}`)}</span>
            <span className="block font-medium whitespace-nowrap text-stone-900 tabular-nums">
              {nutrientText(t, food.per100g, key)}
            </span>
          </p>
        ))}
      </div>
    </LibraryCard>
  );
}

/** The same foods as a table (wide screens) and as cards (narrow ones). */
function FoodResults({ items, onOpen }: { items: FoodSearchItem[]; onOpen: (id: number) => void }) {
  const t = useT();
  return (
    <CardsOrTable
      label={t('foodLibrary.database.label')}
      cards={items.map((food) => (
        <FoodCard key={food.id} food={food} onOpen={() => onOpen(food.id)} />
      ))}
      table={
        <Table
          caption={t('foodLibrary.database.caption')}
          head={[
            t('foodLibrary.column.name'),
            t('foodLibrary.column.group'),
            t('foodLibrary.column.diet'),
            t('foodLibrary.database.rawOrServed'),
            t('foodLibrary.column.source'),
            ...COLUMNS.map((key) => nutrientLabel(t, key)),
          ]}
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
              <td className="px-3 py-2">{t(`foods.state.${food.state}`)}</td>
              <td className="px-3 py-2">{sourceLabel(t, food)}</td>
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
  const t = useT();
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
      return <p className="text-sm text-stone-700">{t('foodLibrary.database.narrow')}</p>;
    }
    return (
      <Button
        variant="secondary"
        disabled={foods.isFetching}
        onClick={() => setLimit((n) => Math.min(n + FOOD_PAGE, FOOD_LIMIT_MAX))}
      >
        {foods.isFetching ? t('foodLibrary.database.loadingMore') : t('foodLibrary.database.more')}
      </Button>
    );
  };

  return (
    <div className="space-y-4">
      <SearchBox label={t('foodLibrary.database.search')} onSearch={onSearch} />
      <Loaded
        read={foods}
        loading={t('foodLibrary.database.loading')}
        failed={t('foodLibrary.database.failed')}
      >
        {(found) => (
          <div className="space-y-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {countText(t, q, found.items.length, found.total)}
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
