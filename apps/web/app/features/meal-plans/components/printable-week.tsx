import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  MACRO_KEYS,
  MEAL_SLOTS,
  NUTRIENT_INFO,
  type Locale,
  type Macros,
  type MealPlanView,
  type PlanDayView,
  type Translate,
} from '@nourishwell/shared';
import { useFoodWords, type FoodWords } from '#web/components/nutrition/food-words.ts';
import { isPlanned } from '#web/components/nutrition/plan-days.ts';
import { formatWholeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

/**
 * How the sheet writes in the language she prints it in (issue 33): the words from the
 * catalogue, the figures through Intl (her digits when she chose them), each food by the
 * name she uses as on her screen. English reads as it always has.
 */
interface Writing {
  t: Translate;
  whole: (value: number) => string;
  foods: FoodWords;
}

function useWriting(): Writing {
  const t = useT();
  const locale: Locale = useLocale();
  const foods = useFoodWords();
  return { t, whole: (value: number) => formatWholeIn(locale, value), foods };
}

const macrosLine = ({ t, whole }: Writing, values: Macros) =>
  MACRO_KEYS.map((key) =>
    t('mealPlan.print.nutrient', {
      label: t(`nutrition.nutrient.${key}`),
      value: whole(values[key]),
      unit: NUTRIENT_INFO[key].unit,
    }),
  ).join(' · ');

function MealCell({
  day,
  slot,
  writing,
}: {
  day: PlanDayView;
  slot: (typeof MEAL_SLOTS)[number];
  writing: Writing;
}) {
  const meal = day.meals.find((m) => m.meal === slot);
  if (!meal || !isPlanned(meal)) return <td className="border border-stone-400 p-1">–</td>;
  // Items run on in one paragraph (as in a message): a line each would need twice the height.
  const items = meal.items.map(writing.foods.amount);
  return (
    <td className="border border-stone-400 p-1 align-top">
      {items.join(' · ')}
      {meal.note && <div className="italic">{meal.note}</div>}
    </td>
  );
}

/** A4 less the 10 mm margins of app.css's @page, in CSS pixels (96 to the inch). */
const PAGE = { width: '190mm', heightPx: (277 / 25.4) * 96 };
/** Below this (6 pt type) the print gets too small to read; a longer week then runs onto a second page. */
const SMALLEST_SCALE = 0.75;

/**
 * How much the sheet's type must shrink to fit one page. It is laid out off screen at the
 * page's width in full-size type, so its height is known before anyone prints. Smaller type
 * also fits more words to a line, so scaling by the height's share errs on the safe side.
 */
function useFitToPage(sheet: RefObject<HTMLElement | null>, plan: MealPlanView) {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const measure = () => {
      // While printing the sheet is laid out in its shrunk type: measuring that would undo it.
      if (window.matchMedia?.('print').matches) return;
      const height = el.getBoundingClientRect().height;
      // A test DOM has no layout: nothing to fit.
      if (height > 0) setScale(Math.max(SMALLEST_SCALE, Math.min(1, PAGE.heightPx / height)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [sheet, plan]);
  return scale;
}

/**
 * The week on one A4 page: days down (each with its energy and protein), meals across, her
 * targets in the header and the data's source at the foot. Out of sight on screen; when it
 * is on the page, app.css prints it and nothing else. It sits directly under <body> so that
 * rule can hide everything beside it.
 */
export function PrintableWeek({
  plan,
  clientName,
  nutritionistName,
}: {
  plan: MealPlanView;
  clientName: string;
  nutritionistName?: string | null;
}) {
  const sheet = useRef<HTMLElement>(null);
  const scale = useFitToPage(sheet, plan);
  const writing = useWriting();
  const { t, whole } = writing;
  if (typeof document === 'undefined') return null;
  // Only the meals planned on some day get a column, so a four-meal week has room to read.
  const slots = MEAL_SLOTS.filter((slot) =>
    plan.days.some((day) => day.meals.some((m) => m.meal === slot && isPlanned(m))),
  );
  return createPortal(
    <article
      ref={sheet}
      data-print-root
      aria-label={t('mealPlan.print.label')}
      // On screen: laid out at the page's width but out of sight (and out of the
      // accessibility tree); printed: in the flow, its type shrunk to fit the page by app.css.
      style={{ width: PAGE.width, ['--print-scale' as string]: scale }}
      className="invisible fixed top-0 left-[-10000px] text-[8pt] leading-snug text-black print:visible print:static"
    >
      <header className="mb-2">
        <h1 className="text-[1.6em] font-bold">
          {t('mealPlan.print.title', { name: clientName })}
        </h1>
        {nutritionistName && <p>{t('mealPlan.print.preparedBy', { name: nutritionistName })}</p>}
        <p>
          {plan.targets
            ? t('mealPlan.print.targets', { values: macrosLine(writing, plan.targets) })
            : t('mealPlan.print.targetsNotSet')}
        </p>
        <p>{t('mealPlan.print.weekAverage', { values: macrosLine(writing, plan.weekAverage) })}</p>
      </header>
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            <th scope="col" className="w-[13%] border border-stone-400 p-1 text-left">
              {t('mealPlan.print.day')}
            </th>
            {slots.map((slot) => (
              <th key={slot} scope="col" className="border border-stone-400 p-1 text-left">
                {t(`journal.meal.${slot}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.days.map((day) => (
            <tr key={day.day} className="break-inside-avoid">
              <th scope="row" className="border border-stone-400 p-1 text-left align-top">
                {t('mealPlan.weekday', { day: day.day })}
                <div className="font-normal tabular-nums">
                  {t('mealPlan.print.kcal', { kcal: whole(day.totals.kcal) })}
                </div>
                <div className="font-normal tabular-nums">
                  {t('mealPlan.print.protein', { grams: whole(day.totals.protein) })}
                </div>
              </th>
              {slots.map((slot) => (
                <MealCell key={slot} day={day} slot={slot} writing={writing} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="mt-2">{t('mealPlan.print.source')}</footer>
    </article>,
    document.body,
  );
}
