import { WEEKDAYS } from '@nourishwell/shared';
import type { Weekday } from '#web/features/meal-plans/editor/plan-editor.ts';

/** A Monday, so each weekday's date is found by counting on from it. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/**
 * A plan's weekday in the reader's language through Intl: "Monday" / "Mon" in English as
 * the plan always showed it ("Mon" being the name's first three letters), "सोमवार" / "सोम"
 * in Hindi.
 */
export function weekdayIn(locale: string, day: Weekday, width: 'long' | 'short' = 'long') {
  if (locale === 'en') return width === 'long' ? day : day.slice(0, 3);
  const at = new Date(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(at);
}
