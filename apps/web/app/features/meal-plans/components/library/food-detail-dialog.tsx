import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  countsFryingOil,
  DIET_TAG_LABELS,
  FOOD_SOURCE_CITATIONS,
  FOOD_STATE_LABELS,
  FRYING_OIL_NOTE,
  NUTRIENT_INFO,
  NUTRIENT_KEYS,
  type FoodDetail,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { foodQuery } from '#web/features/meal-plans/api/library-api.ts';
import { FoodPracticeDialog } from './food-practice-dialog.tsx';
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

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-stone-100 py-1.5">
      <dt className="text-stone-700">{term}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** Where the food comes from, in words: the data set, or who in the practice added it. */
function sourceText(food: FoodDetail) {
  if (food.source === 'ifct') return 'IFCT 2017';
  if (food.source === 'indb') return 'Indian Nutrient Databank (INDB)';
  return `Practice food${food.createdBy ? `, added by ${food.createdBy.name}` : ''}`;
}

/** The data set's citation; a databank dish also says how its figures were given. */
function Citation({ food }: { food: FoodDetail }) {
  if (food.source === 'practice') return null;
  return (
    <p className="text-xs text-stone-600">
      <cite className="not-italic">{FOOD_SOURCE_CITATIONS[food.source]}</cite>
      {food.source === 'indb' && ' Figures as served, per 100 g and per serving.'}
    </p>
  );
}

/** The names people use (ours) and the practice's own, with the practice's way to change them. */
function FoodNames({ food, onChange }: { food: FoodDetail; onChange: () => void }) {
  return (
    <section aria-labelledby="food-names">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="food-names" className="font-semibold text-stone-900">
          Names
        </h3>
        <Button variant="secondary" onClick={onChange}>
          Change names and diet
        </Button>
      </div>
      <dl className="mt-1">
        <Row term="Also called">{food.commonNames.join(', ') || 'None recorded'}</Row>
        <Row term="The practice’s names">{food.practiceNames.join(', ') || 'None yet'}</Row>
      </dl>
    </section>
  );
}

function FoodFacts({ food }: { food: FoodDetail }) {
  const [changing, setChanging] = useState(false);
  const local = namesByLanguage(food.localNames);
  const units = measures(food.portions);
  // IFCT's and the databank's foods are the data's: the practice corrects them here. Its
  // own foods it changes with Edit on the Practice foods tab. The Foods page is staff's.
  const fromData = food.source !== 'practice';
  return (
    <div className="space-y-5 text-sm">
      <div className="space-y-1">
        <dl>
          <Row term="Group">{food.group}</Row>
          <Row term="Diet">
            {DIET_TAG_LABELS[food.diet]}
            {food.dietSetByPractice && (
              <span className="block text-xs font-normal text-stone-600">Set by the practice</span>
            )}
          </Row>
          <Row term="Raw or as served">{FOOD_STATE_LABELS[food.state]}</Row>
          {food.scientificName && <Row term="Scientific name">{food.scientificName}</Row>}
          <Row term="Source">{sourceText(food)}</Row>
          {food.code && (
            <Row term={food.source === 'indb' ? 'INDB code' : 'IFCT 2017 code'}>{food.code}</Row>
          )}
        </dl>
        <Citation food={food} />
      </div>
      {fromData && <FoodNames food={food} onChange={() => setChanging(true)} />}
      <section aria-labelledby="food-nutrients">
        <h3 id="food-nutrients" className="font-semibold text-stone-900">
          Nutrients per 100 g
        </h3>
        {countsFryingOil(food) && (
          <p className="mt-1 rounded-lg bg-amber-50 p-2 text-amber-900">
            {FRYING_OIL_NOTE} Add the dish as the practice’s own recipe for figures you trust.
          </p>
        )}
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
          {units.length > 0 ? `${units.join(' · ')}.` : 'Grams only.'}{' '}
          {food.source === 'indb'
            ? 'The serving is the databank’s own: in a plan you can always type grams instead.'
            : 'These weights are approximate: in a plan you can always type grams instead.'}
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
      {changing && <FoodPracticeDialog food={food} onClose={() => setChanging(false)} />}
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
