import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  countsFryingOil,
  NUTRIENT_KEYS,
  type FoodDetail,
  type Translate,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
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
function sourceText(t: Translate, food: FoodDetail) {
  if (food.source === 'ifct') return t('foods.source.ifct');
  if (food.source === 'indb') return t('foodLibrary.detail.sourceIndb');
  return food.createdBy
    ? t('foodLibrary.detail.sourcePracticeBy', { name: food.createdBy.name })
    : t('foodLibrary.detail.sourcePractice');
}

/** The data set's citation; a databank dish also says how its figures were given. */
function Citation({ food }: { food: FoodDetail }) {
  const t = useT();
  if (food.source === 'practice') return null;
  return (
    <p className="text-xs text-stone-600">
      <cite className="not-italic">{t(`foodLibrary.citation.${food.source}`)}</cite>
      {food.source === 'indb' && ` ${t('foodLibrary.detail.indbFigures')}`}
    </p>
  );
}

/** The names people use (ours) and the practice's own, with the practice's way to change them. */
function FoodNames({ food, onChange }: { food: FoodDetail; onChange: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="food-names">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="food-names" className="font-semibold text-stone-900">
          {t('foodLibrary.detail.names')}
        </h3>
        <Button variant="secondary" onClick={onChange}>
          {t('foodLibrary.detail.changeNames')}
        </Button>
      </div>
      <dl className="mt-1">
        <Row term={t('foodLibrary.detail.alsoCalled')}>
          {food.commonNames.join(', ') || t('foodLibrary.detail.noneRecorded')}
        </Row>
        <Row term={t('foodLibrary.practiceNames')}>
          {food.practiceNames.join(', ') || t('foodLibrary.detail.noneYet')}
        </Row>
      </dl>
    </section>
  );
}

function FoodFacts({ food }: { food: FoodDetail }) {
  const t = useT();
  const [changing, setChanging] = useState(false);
  const local = namesByLanguage(food.localNames);
  const units = measures(t, food.portions);
  // IFCT's and the databank's foods are the data's: the practice corrects them here. Its
  // own foods it changes with Edit on the Practice foods tab. The Foods page is staff's.
  const fromData = food.source !== 'practice';
  return (
    <div className="space-y-5 text-sm">
      <div className="space-y-1">
        <dl>
          <Row term={t('foodLibrary.column.group')}>{food.group}</Row>
          <Row term={t('foodLibrary.column.diet')}>
            {t(`foods.diet.${food.diet}`)}
            {food.dietSetByPractice && (
              <span className="block text-xs font-normal text-stone-600">
                {t('foodLibrary.detail.dietByPractice')}
              </span>
            )}
          </Row>
          <Row term={t('foodLibrary.rawOrAsServed')}>{t(`foods.state.${food.state}`)}</Row>
          {food.scientificName && (
            <Row term={t('foodLibrary.detail.scientificName')}>{food.scientificName}</Row>
          )}
          <Row term={t('foodLibrary.column.source')}>{sourceText(t, food)}</Row>
          {food.code && (
            <Row
              term={
                food.source === 'indb'
                  ? t('foodLibrary.detail.indbCode')
                  : t('foodLibrary.detail.ifctCode')
              }
            >
              {food.code}
            </Row>
          )}
        </dl>
        <Citation food={food} />
      </div>
      {fromData && <FoodNames food={food} onChange={() => setChanging(true)} />}
      <section aria-labelledby="food-nutrients">
        <h3 id="food-nutrients" className="font-semibold text-stone-900">
          {t('foodLibrary.nutrientsPer100g')}
        </h3>
        {countsFryingOil(food) && (
          <p className="mt-1 rounded-lg bg-amber-50 p-2 text-amber-900">
            {t('foodLibrary.detail.fried', { note: t('foods.fried') })}
          </p>
        )}
        <dl className="mt-1 grid gap-x-6 sm:grid-cols-2">
          {NUTRIENT_KEYS.map((key) => (
            <Row key={key} term={t(`nutrition.nutrient.${key}`)}>
              {nutrientText(t, food.per100g, key)}
            </Row>
          ))}
        </dl>
      </section>
      <section aria-labelledby="food-measures">
        <h3 id="food-measures" className="font-semibold text-stone-900">
          {t('foodLibrary.householdMeasures')}
        </h3>
        <p className="mt-1 text-stone-800">
          {units.length > 0
            ? t('foodLibrary.detail.measures', { measures: units.join(' · ') })
            : t('foodLibrary.detail.gramsOnly')}{' '}
          {food.source === 'indb'
            ? t('foodLibrary.detail.indbServing')
            : t('foodLibrary.detail.approximate')}
        </p>
      </section>
      <section aria-labelledby="food-local">
        <h3 id="food-local" className="font-semibold text-stone-900">
          {t('foodLibrary.detail.localNames')}
        </h3>
        {local.length === 0 ? (
          <p className="mt-1 text-stone-700">{t('foodLibrary.detail.noLocalNames')}</p>
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
  const t = useT();
  return (
    <LoadedDialog
      read={useQuery(foodQuery(id))}
      title={t('foodLibrary.detail.title')}
      loading={t('foodLibrary.detail.loading')}
      failed={t('foodLibrary.detail.failed')}
      onClose={onClose}
    >
      {(data) => <FoodFacts food={data} />}
    </LoadedDialog>
  );
}
