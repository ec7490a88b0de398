import { MEAL_LABELS, type MealSlot } from '../constants.ts';
import { amountText } from './portions.ts';

interface TextItem {
  name: string;
  quantity: number;
  unit: string;
  grams: number;
}
interface TextMeal {
  meal: MealSlot;
  items: readonly TextItem[];
  note: string | null;
}
interface TextDay {
  day: string;
  meals: readonly TextMeal[];
  totals?: { kcal: number; protein: number };
}

/**
 * A meal as one line of text: "2 roti (80 g) · 1 katori dal (150 g)", then the note.
 * The spec's GET /client/meal answers this as `food`; WhatsApp and print read it too.
 */
export function mealText(meal: Pick<TextMeal, 'items' | 'note'>): string {
  const items = meal.items.map((i) => amountText(i.quantity, i.unit, i.grams, i.name));
  return [items.join(' · '), meal.note ?? ''].filter((part) => part !== '').join(' — ');
}

/** A day as a message: a heading, one line per meal, and the day's energy and protein. */
export function dayText(day: TextDay, heading = `Meal plan for ${day.day}`): string {
  const lines = day.meals
    .filter((m) => m.items.length > 0 || (m.note ?? '') !== '')
    .map((m) => `${MEAL_LABELS[m.meal]}: ${mealText(m)}`);
  if (lines.length === 0) lines.push(`No meals planned for ${day.day}`);
  const total = day.totals
    ? [`Total: ${Math.round(day.totals.kcal)} kcal, ${Math.round(day.totals.protein)} g protein`]
    : [];
  return [heading, ...lines, ...total].join('\n');
}

/** A wa.me link that opens WhatsApp with the text ready to send (to `phone` when given). */
export function whatsAppLink(text: string, phone?: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  // Indian mobiles are stored as 10 digits; wa.me wants the country code in front.
  const to = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
