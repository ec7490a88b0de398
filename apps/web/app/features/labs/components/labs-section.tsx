import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { LabReport, LabResult } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { formatDayIn, formatFigure } from '#web/components/charts/measurement-words.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { clientLabsQuery, useDeleteLabResult, useMarkLabReportRead } from '../api/labs-api.ts';
import { LabPanelForm } from './lab-panel-form.tsx';
import { LabReportLine } from './lab-report-link.tsx';
import { LabTrends } from './lab-trends.tsx';
import { testName } from './lab-words.ts';

/** Her reports awaiting reading: open one, enter its values, mark it read. */
function Awaiting({
  clientId,
  reports,
  onEnter,
}: {
  clientId: number;
  reports: readonly LabReport[];
  onEnter: (id: number) => void;
}) {
  const t = useT();
  const mark = useMarkLabReportRead();
  if (reports.length === 0) return <p className="text-stone-700">{t('labEntry.awaiting.none')}</p>;
  const markRead = async (labReportId: number) => {
    try {
      await mark.mutateAsync({ params: { clientId, labReportId } });
      toast.success(t('labEntry.awaiting.marked'));
    } catch (error) {
      toast.error(apiMessageOr(t('labEntry.awaiting.markFailed'))(error));
    }
  };
  return (
    <ul className="space-y-3">
      {reports.map((report) => (
        <li
          key={report.id}
          className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3"
        >
          <LabReportLine report={report} />
          {report.note && (
            <p className="text-sm text-stone-800">
              {t('labEntry.awaiting.note', { note: report.note })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => onEnter(report.id)}>
              {t('labEntry.awaiting.enter')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void markRead(report.id)}
              disabled={mark.isPending}
            >
              {t('labEntry.awaiting.markRead')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Her nutritionist's Delete of one value, after a confirmation that says what goes. */
function DeleteResult({ clientId, result }: { clientId: number; result: LabResult }) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteLabResult();
  const [open, setOpen] = useState(false);
  const words = {
    test: testName(result.code, { t }),
    date: formatDayIn(result.takenOn, locale),
    value: formatFigure(result.value, locale),
    unit: result.unit,
  };
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t('labEntry.delete.button', words)}
      >
        {t('common.delete')}
      </Button>
      {open && (
        <ConfirmDeleteDialog
          title={t('labEntry.delete.title')}
          name={`${words.test} (${words.date})`}
          onDelete={() => remove.mutateAsync({ params: { clientId, labResultId: result.id } })}
          done={t('labEntry.delete.done')}
          failed={t('labEntry.delete.failed')}
          onClose={() => setOpen(false)}
        >
          {t('labEntry.delete.body', words)}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}

/**
 * The client page's "Lab results" (issue 35): reports she sent that wait to be read, the
 * panel form (linked to the report it comes from), and her trends with a Delete per value.
 */
export function LabsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const labs = useQuery(clientLabsQuery(clientId));
  const [reportId, setReportId] = useState<number | null>(null);
  const awaiting = labs.data?.reports.filter((report) => report.status === 'awaiting') ?? [];
  const enterFrom = (id: number) => {
    setReportId(id);
    document.getElementById('lab-entry-form')?.scrollIntoView?.({ behavior: 'smooth' });
  };
  return (
    <Card title={t('labEntry.title')}>
      <SectionState read={labs} what={t('labEntry.what')} />
      {labs.data && (
        <div className="space-y-6">
          <section aria-labelledby="lab-awaiting" className="space-y-3">
            <h3 id="lab-awaiting" className="font-semibold text-stone-900">
              {t('labEntry.awaiting.title')}
            </h3>
            <Awaiting clientId={clientId} reports={awaiting} onEnter={enterFrom} />
          </section>
          <section id="lab-entry-form" aria-labelledby="lab-entry-title" className="space-y-3">
            <h3 id="lab-entry-title" className="font-semibold text-stone-900">
              {t('labEntry.form.title')}
            </h3>
            <LabPanelForm
              clientId={clientId}
              reports={awaiting}
              reportId={reportId}
              onReportChange={setReportId}
            />
          </section>
          <LabTrends
            labs={labs.data}
            action={(result) => <DeleteResult clientId={clientId} result={result} />}
          />
        </div>
      )}
    </Card>
  );
}
