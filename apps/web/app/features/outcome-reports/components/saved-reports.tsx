import { toast } from 'sonner';
import type { OutcomeReport } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { downloadReportPdf, useSendReport } from '#web/features/outcome-reports/api/outcome-api.ts';

const day = (date: string) => formatDate(`${date}T12:00:00`);

/** Her saved reports, newest first: download the PDF (to print), or send her the link. */
export function SavedReports({ reports }: { reports: OutcomeReport[] }) {
  const t = useT();
  const send = useSendReport();
  if (reports.length === 0) return <p className="text-stone-700">{t('sessionNotes.noReports')}</p>;
  const sendBy = async (reportId: number, channel: 'email' | 'text') => {
    try {
      await send.mutateAsync({ params: { reportId }, body: { channel } });
      toast.success(t('sessionNotes.sent'));
    } catch (error) {
      toast.error(apiMessageOr(t('sessionNotes.sendFailed'))(error));
    }
  };
  return (
    <ul aria-label={t('sessionNotes.savedReports')} className="space-y-3">
      {reports.map((r) => (
        <li key={r.id} className="space-y-2 rounded-xl border border-stone-200 p-3">
          <p className="font-semibold text-stone-900">
            {t('sessionNotes.period', { from: day(r.from), to: day(r.to) })}
          </p>
          <p className="break-words whitespace-pre-wrap text-stone-800">{r.summary}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void downloadReportPdf(r.id, t('sessionNotes.pdfFailed'))}
            >
              {t('sessionNotes.downloadPdf')}
            </Button>
            <Button
              variant="secondary"
              disabled={send.isPending}
              onClick={() => void sendBy(r.id, 'email')}
            >
              {t('sessionNotes.sendEmail')}
            </Button>
            <Button
              variant="secondary"
              disabled={send.isPending}
              onClick={() => void sendBy(r.id, 'text')}
            >
              {t('sessionNotes.sendText')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
