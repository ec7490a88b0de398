import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  outcomeFiguresQuery,
  outcomeReportsQuery,
  useCreateReport,
} from '#web/features/outcome-reports/api/outcome-api.ts';
import { OutcomeFiguresTable } from './outcome-figures-table.tsx';
import { SavedReports } from './saved-reports.tsx';

const isoDay = (at: Date) => at.toLocaleDateString('en-CA');
function lastThreeMonths(): { from: string; to: string } {
  const to = new Date();
  const from = new Date(to);
  from.setMonth(from.getMonth() - 3);
  return { from: isoDay(from), to: isoDay(to) };
}

/**
 * "Outcome report" on her client's page (issue 35): choose a period, preview what changed,
 * write the summary and save; each saved report downloads as a PDF or is sent to her.
 */
export function OutcomeReportSection({ clientId }: { clientId: number }) {
  const t = useT();
  const [period, setPeriod] = useState(lastThreeMonths);
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const [summary, setSummary] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const reports = useQuery(outcomeReportsQuery(clientId));
  const figures = useQuery({
    ...outcomeFiguresQuery(clientId, shown?.from ?? '', shown?.to ?? ''),
    enabled: shown !== null,
  });
  const create = useCreateReport();
  const save = async () => {
    setFailure(null);
    try {
      await create.mutateAsync({ params: { clientId }, body: { ...period, summary } });
      toast.success(t('sessionNotes.reportSaved'));
      setSummary('');
    } catch (error) {
      setFailure(apiMessageOr(t('sessionNotes.reportFailed'))(error));
    }
  };
  return (
    <Card title={t('sessionNotes.reports')}>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={t('sessionNotes.reportFrom')}
            type="date"
            value={period.from}
            onChange={(e) => setPeriod({ ...period, from: e.target.value })}
          />
          <TextField
            label={t('sessionNotes.reportTo')}
            type="date"
            value={period.to}
            onChange={(e) => setPeriod({ ...period, to: e.target.value })}
          />
          <Button variant="secondary" onClick={() => setShown(period)}>
            {t('sessionNotes.preview')}
          </Button>
        </div>
        {shown && <SectionState read={figures} what={t('sessionNotes.figuresWhat')} />}
        {shown && figures.data && <OutcomeFiguresTable figures={figures.data} />}
        <TextAreaField
          label={t('sessionNotes.reportSummary')}
          rows={4}
          maxLength={4000}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
        <FormAlert message={failure} />
        <Button onClick={() => void save()} disabled={create.isPending || summary.trim() === ''}>
          {t('sessionNotes.saveReport')}
        </Button>
        <SectionState read={reports} what={t('sessionNotes.reportsWhat')} />
        {reports.data && <SavedReports reports={reports.data} />}
      </div>
    </Card>
  );
}
