import { JOURNAL_LIMITS, type Adherence } from '../schemas/journal.ts';

/** One day of a journal as adherence needs it: what was planned, what was logged, the energy eaten. */
export interface AdherenceDay {
  date: string;
  plannedMeals: readonly string[];
  /** The meal slots she logged at least one entry for. */
  loggedMeals: readonly string[];
  eatenKcal: number;
}

export interface AdherenceBounds {
  /** Today's date (yyyy-mm-dd): days after it have not happened yet and are not counted. */
  today: string;
  /** The day her account began: days before it could not have been logged. */
  since?: string;
  /** Her daily energy target; without one, energy on target is null. */
  targetKcal: number | null;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((100 * part) / whole);

/** True when a day's energy is within ±10 % of the target (JOURNAL_LIMITS.energyTolerance). */
export function energyOnTarget(eatenKcal: number, targetKcal: number): boolean {
  return Math.abs(eatenKcal - targetKcal) <= targetKcal * JOURNAL_LIMITS.energyTolerance;
}

/**
 * How closely a range of days kept to the plan, counting only days that could have been
 * logged (not in the future, not before she joined). Planned meals logged counts each
 * planned slot with at least one entry; today, still under way, counts only the planned
 * meals she has already logged, so a careful client is not shown slipping each morning.
 * Energy on target counts the complete days (before today) whose logged energy is within
 * ±10 % of her target, over those days.
 */
export function adherenceOf(days: readonly AdherenceDay[], bounds: AdherenceBounds): Adherence {
  const counted = days.filter(
    (d) => d.date <= bounds.today && (bounds.since === undefined || d.date >= bounds.since),
  );
  let planned = 0;
  let plannedLogged = 0;
  let daysLogged = 0;
  let completeDays = 0;
  let onTarget = 0;
  for (const day of counted) {
    const logged = new Set(day.loggedMeals);
    const kept = day.plannedMeals.filter((meal) => logged.has(meal)).length;
    const complete = day.date < bounds.today;
    planned += complete ? day.plannedMeals.length : kept;
    plannedLogged += kept;
    if (complete) completeDays += 1;
    if (logged.size === 0) continue;
    daysLogged += 1;
    if (complete && bounds.targetKcal !== null && energyOnTarget(day.eatenKcal, bounds.targetKcal))
      onTarget += 1;
  }
  return {
    mealsLoggedPct: percent(plannedLogged, planned),
    energyOnTargetPct: bounds.targetKcal === null ? null : percent(onTarget, completeDays),
    daysLogged,
    days: counted.length,
  };
}
