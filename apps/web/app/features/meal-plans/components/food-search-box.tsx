import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import {
  countsFryingOil,
  type FoodKind,
  type FoodSearchItem,
  type Translate,
} from '@nourishwell/shared';
import { useFoodWords, type FoodWords } from '#web/components/nutrition/food-words.ts';
import { useFoodSearch } from '#web/features/meal-plans/api/food-search-api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const DIET_DOT = { veg: 'bg-emerald-600', egg: 'bg-amber-500', nonveg: 'bg-red-700' } as const;

/** What a result is, in words: "Veg · As served · INDB". */
function whatItIs(words: FoodWords, item: FoodSearchItem) {
  return [words.diet(item.diet), words.state(item.state), words.source(item)];
}

/** What a narrowed search looked for, for the words when nothing matched. */
function searchedFor(ingredientsOnly: boolean, vegOnly: boolean) {
  if (ingredientsOnly) return vegOnly ? 'foods.what.vegIngredient' : 'foods.what.ingredient';
  return vegOnly ? 'foods.what.vegFood' : 'foods.what.food';
}

/**
 * What one result shows per: a dish as served per its own measure (a recipe's serving, a
 * databank dish's tea cup, a practice food's piece), anything else per 100 g. IFCT's
 * measures are its food group's approximate ones, so its foods stay per 100 g.
 */
export function perLabel(t: Translate, item: FoodSearchItem) {
  const ownMeasure = item.state === 'served' && item.source !== 'ifct';
  const serving = ownMeasure ? item.portions.find((p) => p.unit !== 'g') : undefined;
  if (!serving) return t('foods.perHundred', { kcal: Math.round(item.per100g.kcal) });
  return t('foods.perMeasure', {
    kcal: Math.round((item.per100g.kcal * serving.grams) / 100),
    measure: t(`foods.unit.${serving.unit}`),
    grams: Math.round(serving.grams),
  });
}

/**
 * Search-as-you-type for a food or recipe (WAI-ARIA combobox): arrows move, Enter picks,
 * Escape closes, so an item is added without the mouse. `onPick` gets the whole result
 * (nutrients per 100 g and measures), so the caller can total it at once.
 * `ingredientsOnly` and `vegOnly` narrow what the search answers (what a recipe is
 * written from; a vegetarian's food).
 */
export function FoodSearchBox({
  label,
  onPick,
  kind,
  ingredientsOnly = false,
  vegOnly = false,
  placeholder,
  autoFocus = false,
}: {
  label: string;
  onPick: (item: FoodSearchItem) => void;
  kind?: FoodKind;
  ingredientsOnly?: boolean;
  vegOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  const words = useFoodWords();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useFoodSearch(text, { kind, ingredientsOnly, vegOnly });
  const items = text.trim() === '' ? [] : (search.data?.items ?? []);
  const showList = open && text.trim() !== '';
  const stale = search.settling || search.isPlaceholderData;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (item: FoodSearchItem | undefined) => {
    if (!item) return;
    onPick(item);
    setText('');
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(items.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (showList && items.length > 0) {
        event.preventDefault();
        // The list still shows an earlier search's answer while the new one is on its way:
        // Enter waits for it rather than adding a food she did not search for.
        if (!stale) pick(items[active]);
      }
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setOpen(false);
    }
  };

  const status = search.isError
    ? t('foods.searchFailed')
    : search.settling || search.isFetching
      ? items.length === 0
        ? t('foods.searching')
        : null
      : items.length === 0
        ? t('foods.noMatch', {
            what: t(searchedFor(ingredientsOnly, vegOnly)),
            query: text.trim(),
          })
        : null;

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && items.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        value={text}
        // Short enough to show whole in a meal card at 360 px and in the builder's two columns.
        placeholder={placeholder ?? t('foods.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-emerald-700"
      />
      {showList && (
        // Eight results at most, so the list never scrolls: every option is in view while
        // the arrows move through them, and there is no scroll region to reach by keyboard.
        <div className="absolute inset-x-0 z-20 mt-1 rounded-lg border border-stone-200 bg-white shadow-lg">
          {status && (
            <p role="status" className="px-3 py-2 text-sm text-stone-700">
              {status}
            </p>
          )}
          <ul id={`${id}-list`} role="listbox" aria-label={t('foods.resultsOf', { label })}>
            {items.map((item, index) => (
              <li
                key={`${item.kind}-${item.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(item);
                }}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-emerald-50' : ''}`}
              >
                <span className="block font-medium break-words text-stone-900">
                  {words.name(item)}
                </span>{' '}
                {/*
                  Each part stays whole: at 360 px the line wraps between parts, never inside
                  one. The spaces between them lay out as nothing in the flex line but keep
                  the words apart in the option's accessible name.
                */}
                <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-stone-700">
                  <span
                    aria-hidden
                    className={`inline-block h-2.5 w-2.5 rounded-sm ${DIET_DOT[item.diet]}`}
                  />
                  {whatItIs(words, item).map((part, i) => (
                    <Fragment key={part}>
                      {' '}
                      <span className="whitespace-nowrap">
                        {i > 0 ? '· ' : ''}
                        {part}
                      </span>
                    </Fragment>
                  ))}
                </span>{' '}
                <span className="block text-xs text-stone-600">
                  {item.matched ? `${item.matched} · ` : ''}
                  {words.group(item.group)} · {perLabel(t, item)}
                </span>
                {countsFryingOil(item) && (
                  <span className="block text-xs text-amber-800">{t('foods.fried')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
