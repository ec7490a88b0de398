import type { PracticeHealth, PracticeHealthMetric } from '@nourishwell/shared';
import { PRACTICE_HEALTH_METRICS } from '@nourishwell/shared';
import { csvText, paiseAsDecimal } from '#api/lib/csv.ts';

type Month = PracticeHealth['months'][number];

/** Each metric's column: its header (with its unit) and its cell. */
const COLUMNS: Record<PracticeHealthMetric, { head: string; cell: (m: Month) => string }> = {
  activeClients: { head: 'Active clients', cell: (m) => String(m.activeClients) },
  newClients: { head: 'New clients', cell: (m) => String(m.newClients) },
  lostClients: {
    head: 'Lost clients (package ended, not renewed)',
    cell: (m) => String(m.lostClients),
  },
  retention3Pct: { head: 'Retention at 3 months (%)', cell: (m) => orBlank(m.retention3Pct) },
  retention6Pct: { head: 'Retention at 6 months (%)', cell: (m) => orBlank(m.retention6Pct) },
  adherencePct: {
    head: 'Average journal adherence (% planned meals logged)',
    cell: (m) => orBlank(m.adherencePct),
  },
  sessionsPerNutritionistWeek: {
    head: 'Sessions held per nutritionist per week',
    cell: (m) => orBlank(m.sessionsPerNutritionistWeek),
  },
  revenuePaise: {
    head: 'Revenue net of credit notes (INR, rupees)',
    cell: (m) => paiseAsDecimal(m.revenuePaise),
  },
};

// A month without a figure (no cohort, no plan) is an empty cell, not a zero.
const orBlank = (value: number | null) => (value === null ? '' : String(value));

/**
 * One row per month, oldest first, with a column per metric (or the one metric asked for);
 * revenue in rupees with two decimals. Cells go through csvText, which keeps a spreadsheet
 * from running any as a formula.
 */
export function practiceHealthCsv(figures: PracticeHealth, metric?: PracticeHealthMetric): string {
  const metrics = metric ? [metric] : PRACTICE_HEALTH_METRICS;
  return csvText([
    ['Month', ...metrics.map((name) => COLUMNS[name].head)],
    ...figures.months.map((m) => [m.month, ...metrics.map((name) => COLUMNS[name].cell(m))]),
  ]);
}

/** The file's name: the practice's figures, or one metric's. */
export const practiceHealthFileName = (metric?: PracticeHealthMetric) =>
  `nourishwell-practice-health${metric ? `-${metric}` : ''}.csv`;
