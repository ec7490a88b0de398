import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { LabReport } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDayIn } from '#web/components/charts/measurement-words.ts';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

/** A report as one line: its file to open, when it came, the date taken, and its state. */
export function LabReportLine({ report }: { report: LabReport }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        // Fetched with her token (a plain link would carry none) and saved under its name.
        onClick={() =>
          void downloadFile('recordFile', { params: { fileId: report.fileId } }).catch((error) =>
            toast.error(apiMessageOr(t('labs.reports.openFailed'))(error)),
          )
        }
        className="inline-flex min-h-11 min-w-0 items-center gap-2 text-left font-semibold break-all text-emerald-800 underline"
      >
        <FileText aria-hidden size={18} className="shrink-0" />
        {t('labs.reports.open', { name: report.fileName })}
      </button>
      <span className="text-sm text-stone-700">
        {t('labs.reports.uploaded', { date: formatDayIn(report.createdAt.slice(0, 10), locale) })}
      </span>
      {report.takenOn && (
        <span className="text-sm text-stone-700">
          {t('labs.reports.takenOn', { date: formatDayIn(report.takenOn, locale) })}
        </span>
      )}
      <Badge tone={report.status === 'read' ? 'green' : 'amber'}>
        {t(report.status === 'read' ? 'labs.reports.read' : 'labs.reports.awaiting')}
      </Badge>
    </div>
  );
}
