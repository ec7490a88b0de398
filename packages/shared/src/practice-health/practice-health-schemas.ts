import { z } from 'zod';

/**
 * The admin's "Practice health" (issue 36). Months are calendar months in the practice's
 * time zone (config.defaultTimeZone); the newest is this month, counted up to now.
 *
 * Definitions, written once here and shown on the page:
 * - Active client in a month: a client with a nutritionist assigned who, in that month,
 *   logged a journal entry, had a session held (completed), or held a package (active,
 *   not refunded) valid on at least one of its days up to today.
 * - New clients: client accounts created in the month.
 * - Lost clients: clients whose package ended in the month (its last valid day has passed)
 *   with nothing bought to follow it (the "renewal due" rule of Revenue).
 * - Retention at 3 (6) months: of the client accounts created 3 (6) months before the
 *   month, the share active in the month; null when none were created then.
 * - Average adherence: the journal's "planned meals logged" (the adherence of
 *   packages/shared/src/nutrition/adherence.ts, against her current meal plan) over the
 *   month's days up to today, averaged over the month's active clients who have a plan;
 *   clients who withdrew consent are left out.
 * - Sessions per nutritionist per week: sessions held in the month / active nutritionists
 *   (joined by the month's end) / the month's weeks up to today (days / 7), one decimal.
 * - Revenue: payments received in the month less credit notes issued in it, in paise
 *   (the Revenue page's net).
 */
export const practiceHealthMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  activeClients: z.number().int(),
  newClients: z.number().int(),
  lostClients: z.number().int(),
  retention3Pct: z.number().int().nullable(),
  retention6Pct: z.number().int().nullable(),
  adherencePct: z.number().int().nullable(),
  sessionsHeld: z.number().int(),
  /** Held sessions per active nutritionist per week, one decimal; null with no nutritionist. */
  sessionsPerNutritionistWeek: z.number().nullable(),
  /** Payments less credit notes, in paise. */
  revenuePaise: z.number().int(),
});
export type PracticeHealthMonth = z.infer<typeof practiceHealthMonthSchema>;

export const practiceHealthSchema = z.object({
  timeZone: z.string(),
  /** The last 12 months, oldest first, ending with this one. */
  months: z.array(practiceHealthMonthSchema),
  /** Each active nutritionist's sessions held in the last 28 days (today included). */
  nutritionistsLast4Weeks: z.array(
    z.object({
      nutritionistId: z.number().int(),
      name: z.string(),
      sessionsHeld: z.number().int(),
      perWeek: z.number(),
    }),
  ),
});
export type PracticeHealth = z.infer<typeof practiceHealthSchema>;

/** The metrics a card shows and a CSV column carries, in the page's order. */
export const PRACTICE_HEALTH_METRICS = [
  'activeClients',
  'newClients',
  'lostClients',
  'retention3Pct',
  'retention6Pct',
  'adherencePct',
  'sessionsPerNutritionistWeek',
  'revenuePaise',
] as const;
export type PracticeHealthMetric = (typeof PRACTICE_HEALTH_METRICS)[number];

/** One metric's CSV, or every metric's (no metric). */
export const practiceHealthCsvQuerySchema = z.object({
  metric: z.enum(PRACTICE_HEALTH_METRICS).optional(),
});
