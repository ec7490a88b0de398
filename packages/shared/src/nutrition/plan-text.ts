import { MEAL_LABELS, type MealSlot } from '../constants.ts';
import { amountText } from './portions.ts';

interface TextItem {
  name: string;
  quantity: number;
  unit: string;
  grams: number;
}
interface TextMeal<I extends TextItem = TextItem> {
  meal: MealSlot;
  items: readonly I[];
  note: string | null;
}
interface TextDay<I extends TextItem = TextItem> {
  day: string;
  meals: readonly TextMeal<I>[];
  totals?: { kcal: number; protein: number };
}

/**
 * The words a day is written in (issue 33): English's below, as the spec's texts have it;
 * the web gives the client's language's, so the day she shares reads as her plan does.
 */
export interface DayWords<I extends TextItem = TextItem> {
  heading: (day: string) => string;
  meal: (slot: MealSlot) => string;
  item: (item: I) => string;
  noMeals: (day: string) => string;
  total: (kcal: number, protein: number) => string;
}

const ENGLISH: DayWords = {
  heading: (day) => `Meal plan for ${day}`,
  meal: (slot) => MEAL_LABELS[slot],
  item: (i) => amountText(i.quantity, i.unit, i.grams, i.name),
  noMeals: (day) => `No meals planned for ${day}`,
  total: (kcal, protein) => `Total: ${kcal} kcal, ${protein} g protein`,
};

/**
 * A meal as one line of text: "2 roti (80 g) · 1 katori dal (150 g)", then the note.
 * The spec's GET /client/meal answers this as `food`; WhatsApp and print read it too.
 */
export function mealText<I extends TextItem>(
  meal: Pick<TextMeal<I>, 'items' | 'note'>,
  item: (item: I) => string = ENGLISH.item,
): string {
  const items = meal.items.map(item);
  return [items.join(' · '), meal.note ?? ''].filter((part) => part !== '').join(' — ');
}

/**
 * A day as a message: a heading, one line per meal, and the day's energy and protein, in
 * English or in the `words` given. `day` is the day's name as it is to be read.
 */
export function dayText<I extends TextItem>(
  day: TextDay<I>,
  words: DayWords<I> = ENGLISH as unknown as DayWords<I>,
): string {
  const lines = day.meals
    .filter((m) => m.items.length > 0 || (m.note ?? '') !== '')
    .map((m) => `${words.meal(m.meal)}: ${mealText(m, words.item)}`);
  if (lines.length === 0) lines.push(words.noMeals(day.day));
  const total = day.totals
    ? [words.total(Math.round(day.totals.kcal), Math.round(day.totals.protein))]
    : [];
  return [words.heading(day.day), ...lines, ...total].join('\n');
}

/** A wa.me link that opens WhatsApp with the text ready to send (to `phone` when given). */
export function whatsAppLink(text: string, phone?: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  // Indian mobiles are stored as 10 digits; wa.me wants the country code in front.
  const to = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
