import {
  formatPaise,
  type PracticeHealthMetric,
  type PracticeHealthMonth,
} from '@nourishwell/shared';
import type { useT } from '#web/lib/i18n/i18n.tsx';

type Translate = ReturnType<typeof useT>;

const PERCENTS: ReadonlySet<PracticeHealthMetric> = new Set([
  'retention3Pct',
  'retention6Pct',
  'adherencePct',
]);
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A metric's figure as the card says it: a count, a percent, sessions a week or rupees. */
export function formatMetric(t: Translate, metric: PracticeHealthMetric, value: number | null) {
  if (value === null) return t('practiceHealth.noFigure');
  if (metric === 'revenuePaise') return formatPaise(value);
  if (PERCENTS.has(metric)) return t('practiceHealth.percent', { value });
  return count.format(value);
}

/** The change from last month in words: "Up 3 from last month", percents in points. */
export function changeInWords(
  t: Translate,
  metric: PracticeHealthMetric,
  now: number | null,
  before: number | null,
) {
  if (now === null || before === null) return t('practiceHealth.change.none');
  // Rounded to the tenth, so 0.1 + 0.2 does not read as a change of 0.30000000000000004.
  const difference = Math.round((now - before) * 10) / 10;
  if (difference === 0) return t('practiceHealth.change.same');
  const size = Math.abs(difference);
  const amount =
    metric === 'revenuePaise'
      ? formatPaise(size)
      : PERCENTS.has(metric)
        ? t('practiceHealth.points', { count: size })
        : count.format(size);
  return t(difference > 0 ? 'practiceHealth.change.up' : 'practiceHealth.change.down', { amount });
}

/** True when a practice has nothing yet in any month: the section's empty state. */
export const nothingYet = (months: readonly PracticeHealthMonth[]) =>
  months.every(
    (m) =>
      m.activeClients === 0 && m.newClients === 0 && m.sessionsHeld === 0 && m.revenuePaise === 0,
  );
