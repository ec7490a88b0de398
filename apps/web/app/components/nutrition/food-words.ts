import { useMemo } from 'react';
import {
  amountText,
  foodGroupKey,
  type AmountWriting,
  type DietTag,
  type FoodKind,
  type FoodSource,
  type FoodState,
  type MessageKey,
  type PortionUnit,
} from '@nourishwell/shared';
import { formatWholeIn, intlLocale } from '#web/lib/format.ts';
import { useLocale, useMessages, useT, type Speaking } from '#web/lib/i18n/i18n.tsx';

/** What a food's name is shown from: its English name and, where known, its Hindi one. */
interface Named {
  name: string;
  hindiName?: string | undefined;
}

/**
 * The words about foods in the language in use (issue 33): measures ("katori", "कटोरी"),
 * veg or not, raw or as served, where the figures come from, and a food's name — in Hindi
 * its Hindi name first with the English name beside it ("चाय — Hot tea (Garam Chai)"), so
 * she finds the word she uses and the family member helping her finds the English one.
 */
export type FoodWords = ReturnType<typeof foodWordsOf>;

// One formatter per Intl locale: building one is slow, and every item row of a plan or
// journal asks for the words.
const figureFormats = new Map<string, Intl.NumberFormat>();
function figuresIn(tag: string): Intl.NumberFormat {
  let format = figureFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false });
    figureFormats.set(tag, format);
  }
  return format;
}

/** The words in the language in use. */
export function useFoodWords() {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages();
  return useMemo(() => foodWordsOf({ t, locale, messages }), [t, locale, messages]);
}

/** The words in a language's texts: the one in use (`useFoodWords`), or another's. */
export function foodWordsOf({ t, locale, messages }: Pick<Speaking, 't' | 'locale' | 'messages'>) {
  const unit = (u: PortionUnit) => t(`foods.unit.${u}`);
  const name = (food: Named) =>
    locale === 'hi' && food.hindiName ? `${food.hindiName} — ${food.name}` : food.name;
  // English writes amounts as it always has; another language its measures and digits.
  const figures = figuresIn(intlLocale(locale));
  const writing: AmountWriting | undefined =
    locale === 'en'
      ? undefined
      : { unitLabel: (u) => unit(u as PortionUnit), figure: (value) => figures.format(value) };
  return {
    unit,
    name,
    writing,
    /** "1,800 kcal", in her digits when she chose them (g and kcal stay as they are). */
    kcal: (value: number) => t('foods.kcal', { kcal: formatWholeIn(locale, value) }),
    /**
     * A whole figure as a line of text writes it, ungrouped as English always has ("1800"),
     * in her digits when she chose them.
     */
    figure: (value: number) => figures.format(Math.round(value)),
    /** "150 g · 120 kcal": a portion's weight and energy. */
    gramsAndKcal: (grams: number, kcal: number) =>
      t('foods.gramsAndKcal', {
        grams: figures.format(Math.round(grams)),
        kcal: figures.format(Math.round(kcal)),
      }),
    diet: (tag: DietTag) => t(`foods.diet.${tag}`),
    /** A food's group ("Cereals and Millets", "अनाज और मोटे अनाज"); a group the texts lack, as named. */
    group: (name: string) => {
      const key = foodGroupKey(name) as MessageKey;
      return key in messages ? t(key) : name;
    },
    state: (state: FoodState) => t(`foods.state.${state}`),
    source: (food: { kind: FoodKind; source: FoodSource }) =>
      t(
        food.kind === 'recipe' || food.kind === 'custom'
          ? `foods.source.${food.kind}`
          : `foods.source.${food.source === 'indb' ? 'indb' : 'ifct'}`,
      ),
    /**
     * "1 katori dal (150 g)"; in Hindi the English name after the amount, so a measure
     * named like the food is still said once: "2 रोटी (80 g) — Chapati/Roti".
     */
    amount: (item: Named & { quantity: number; unit: PortionUnit; grams: number }) =>
      locale === 'hi' && item.hindiName
        ? `${amountText(item.quantity, item.unit, item.grams, item.hindiName, writing)} — ${item.name}`
        : amountText(item.quantity, item.unit, item.grams, item.name, writing),
  };
}
