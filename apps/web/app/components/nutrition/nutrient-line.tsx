import { Fragment } from 'react';
import { MACRO_KEYS, NUTRIENT_INFO, type Macros } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';

const figure = (value: number, key: keyof Macros) =>
  key === 'kcal' ? Math.round(value).toLocaleString('en-IN') : String(Math.round(value * 10) / 10);

/** A meal's energy and macronutrients on one line: "420 kcal · Protein 12.5 g · …". */
export function NutrientLine({ totals, className = '' }: { totals: Macros; className?: string }) {
  const t = useT();
  return (
    <p className={`text-sm text-stone-700 tabular-nums ${className}`}>
      {MACRO_KEYS.map((key, index) => (
        // The separator sits outside the unbreakable figure, so the line wraps between them.
        <Fragment key={key}>
          {index > 0 && ' · '}
          <span className="whitespace-nowrap">
            {key === 'kcal'
              ? `${figure(totals.kcal, key)} kcal`
              : `${t(`nutrition.nutrient.${key}`)} ${figure(totals[key], key)} ${NUTRIENT_INFO[key].unit}`}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
