import { useQuery } from '@tanstack/react-query';
import {
  DIET_TAG_LABELS,
  NUTRIENT_INFO,
  NUTRIENT_KEYS,
  type FoodDetail,
} from '@nourishwell/shared';
import { foodQuery } from '#web/features/meal-plans/api/library-api.ts';
import { LoadedDialog } from './loaded.tsx';
import { measures, nutrientText } from './nutrient-text.ts';

/** Local names by language, each language once: "Hindi" → "Chawal, Bhat". */
export function namesByLanguage(names: FoodDetail['localNames']) {
  const byLanguage = new Map<string, string[]>();
  for (const { language, name } of names) {
    const list = byLanguage.get(language) ?? [];
    if (!list.includes(name)) list.push(name);
    byLanguage.set(language, list);
  }
  return [...byLanguage].map(([language, list]) => ({ language, names: list.join(', ') }));
}

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-stone-100 py-1.5">
      <dt className="text-stone-700">{term}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

function FoodFacts({ food }: { food: FoodDetail }) {
  const local = namesByLanguage(food.localNames);
  const units = measures(food.portions);
  return (
    <div className="space-y-5 text-sm">
      <dl>
        <Row term="Group">{food.group}</Row>
        <Row term="Diet">{DIET_TAG_LABELS[food.diet]}</Row>
        <Row term="Scientific name">{food.scientificName ?? 'Not given'}</Row>
        <Row term={food.kind === 'food' ? 'IFCT 2017 code' : 'Source'}>
          {food.kind === 'food'
            ? (food.code ?? 'Not given')
            : `Practice food${food.createdBy ? `, added by ${food.createdBy.name}` : ''}`}
        </Row>
      </dl>
      <section aria-labelledby="food-nutrients">
        <h3 id="food-nutrients" className="font-semibold text-stone-900">
          Nutrients per 100 g
        </h3>
        <dl className="mt-1 grid gap-x-6 sm:grid-cols-2">
          {NUTRIENT_KEYS.map((key) => (
            <Row key={key} term={NUTRIENT_INFO[key].label}>
              {nutrientText(food.per100g, key)}
            </Row>
          ))}
        </dl>
      </section>
      <section aria-labelledby="food-measures">
        <h3 id="food-measures" className="font-semibold text-stone-900">
          Household measures
        </h3>
        <p className="mt-1 text-stone-800">
          {units.length > 0 ? `${units.join(' · ')}.` : 'Grams only.'} These weights are
          approximate: in a plan you can always type grams instead.
        </p>
      </section>
      <section aria-labelledby="food-local">
        <h3 id="food-local" className="font-semibold text-stone-900">
          Local names
        </h3>
        {local.length === 0 ? (
          <p className="mt-1 text-stone-700">None recorded.</p>
        ) : (
          <dl className="mt-1">
            {local.map((entry) => (
              <Row key={entry.language} term={entry.language}>
                {entry.names}
              </Row>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

/** Everything the database holds about one food. */
export function FoodDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <LoadedDialog
      read={useQuery(foodQuery(id))}
      title="Food details"
      loading="Loading the food..."
      what="this food"
      onClose={onClose}
    >
      {(data) => <FoodFacts food={data} />}
    </LoadedDialog>
  );
}
