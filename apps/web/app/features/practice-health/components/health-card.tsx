import { useId, useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { toast } from 'sonner';
import type { PracticeHealthMetric, PracticeHealthMonth } from '@nourishwell/shared';
import { Sparkline } from '#web/components/charts/sparkline.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { changeInWords, formatMetric } from './metric-format.ts';

const monthFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Nov 2026" for '2026-11'. */
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** Saves one metric's CSV (or every metric's) with her token; a failure is a toast. */
export function useCsvDownload() {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const save = async (metric?: PracticeHealthMetric) => {
    setSaving(true);
    try {
      await downloadFile('practiceHealthCsv', { query: metric ? { metric } : {} });
    } catch (error) {
      toast.error(apiMessageOr(t('practiceHealth.csvFailed'))(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/**
 * One metric: this month's figure, the change from last month in words, the twelve months
 * as a small line, the same months as a table for a screen reader, and its CSV.
 */
export function HealthCard({
  metric,
  months,
}: {
  metric: PracticeHealthMetric;
  months: readonly PracticeHealthMonth[];
}) {
  const t = useT();
  const headingId = useId();
  const csv = useCsvDownload();
  const label = t(`practiceHealth.metric.${metric}`);
  const values = months.map((m) => m[metric]);
  const now = values.at(-1) ?? null;
  const before = values.at(-2) ?? null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-sm font-medium text-stone-700">
        {label}
      </h3>
      <p className="text-2xl font-bold text-stone-900 tabular-nums">
        {formatMetric(t, metric, now)}
      </p>
      <p className="text-sm text-stone-600">{changeInWords(t, metric, now, before)}</p>
      <Sparkline values={values} label={t('practiceHealth.chartOf', { metric: label })} />
      <table className="sr-only">
        <caption>{t('practiceHealth.chartOf', { metric: label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('practiceHealth.head.month')}</th>
            <th scope="col">{t('practiceHealth.head.value')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{formatMetric(t, metric, m[metric])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-stone-600">{t(`practiceHealth.hint.${metric}`)}</p>
      <button
        type="button"
        disabled={csv.saving}
        onClick={() => void csv.save(metric)}
        aria-label={t('practiceHealth.downloadOneOf', { metric: label })}
        className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline disabled:text-stone-400"
      >
        <FileSpreadsheet aria-hidden size={16} /> {t('practiceHealth.downloadOne')}
      </button>
    </article>
  );
}
