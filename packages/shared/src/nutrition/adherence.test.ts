import { describe, expect, it } from 'vitest';
import { adherenceOf, energyOnTarget, type AdherenceDay } from './adherence.ts';

const day = (
  date: string,
  plannedMeals: string[],
  loggedMeals: string[],
  eatenKcal = 0,
): AdherenceDay => ({ date, plannedMeals, loggedMeals, eatenKcal });

describe('adherence over a range of days', () => {
  const days = [
    day('2026-11-18', ['breakfast', 'lunch'], ['breakfast'], 1700),
    day('2026-11-19', ['breakfast', 'lunch'], ['breakfast', 'lunch', 'snack'], 2300),
    day('2026-11-20', ['breakfast', 'lunch'], [], 0),
    day('2026-11-21', ['breakfast', 'lunch'], ['lunch'], 1900),
  ];

  it('counts planned meals that have an entry over planned meals, ignoring unplanned ones', () => {
    const result = adherenceOf(days, { today: '2026-11-22', targetKcal: null });
    // 1 + 2 + 0 + 1 of 8 planned meals; the snack was not planned.
    expect(result).toEqual({ mealsLoggedPct: 50, energyOnTargetPct: null, daysLogged: 3, days: 4 });
  });

  it('counts today, still under way, only by the planned meals already logged', () => {
    // The 21st is today: its lunch is logged, its breakfast may still come. 4 of 7.
    expect(adherenceOf(days, { today: '2026-11-21', targetKcal: null }).mealsLoggedPct).toBe(57);
    // A careful client at breakfast time is not shown slipping.
    const morning = [day('2026-11-21', ['breakfast', 'lunch', 'dinner'], ['breakfast'])];
    expect(adherenceOf(morning, { today: '2026-11-21', targetKcal: null }).mealsLoggedPct).toBe(
      100,
    );
  });

  it('counts complete days whose energy is within ±10 % of the target over the complete days', () => {
    // 1700 and 1900 are within 1620–1980 of 1800; 2300 is not; the empty day counts as off.
    expect(adherenceOf(days, { today: '2026-11-22', targetKcal: 1800 }).energyOnTargetPct).toBe(50);
    // Today is not complete: the 21st's 1900 kcal waits until tomorrow.
    expect(adherenceOf(days, { today: '2026-11-21', targetKcal: 1800 }).energyOnTargetPct).toBe(33);
  });

  it('leaves out days after today and before she joined', () => {
    const result = adherenceOf(days, {
      today: '2026-11-20',
      since: '2026-11-19',
      targetKcal: 1800,
    });
    // The 19th: both planned meals logged; the 20th is today, with nothing logged yet.
    expect(result).toEqual({ mealsLoggedPct: 100, energyOnTargetPct: 0, daysLogged: 1, days: 2 });
  });

  it('answers null when nothing was planned, and zeros for an empty range', () => {
    expect(
      adherenceOf([day('2026-11-18', [], ['lunch'])], { today: '2026-11-18', targetKcal: null }),
    ).toEqual({ mealsLoggedPct: null, energyOnTargetPct: null, daysLogged: 1, days: 1 });
    expect(adherenceOf([], { today: '2026-11-18', targetKcal: 1800 })).toEqual({
      mealsLoggedPct: null,
      energyOnTargetPct: null,
      daysLogged: 0,
      days: 0,
    });
  });

  it('treats the ±10 % edges as on target', () => {
    expect(energyOnTarget(1980, 1800)).toBe(true);
    expect(energyOnTarget(1620, 1800)).toBe(true);
    expect(energyOnTarget(1981, 1800)).toBe(false);
  });
});
