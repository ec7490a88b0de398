import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Measurement } from '@nourishwell/shared';
import { ChartRangeSelect, MeasurementChart } from '#web/components/charts/measurement-chart.tsx';
import { MeasurementForm } from '#web/components/charts/measurement-form.tsx';
import { MeasurementTable } from '#web/components/charts/measurement-table.tsx';
import { formatDayIn, formatFigure } from '#web/components/charts/measurement-words.ts';
import type { ChartRangeState } from '#web/components/charts/use-chart-range.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import {
  useDeleteMeasurement,
  useRecordMeasurement,
} from '#web/features/measurements/api/measurements-api.ts';

export function RecordMeasurementDialog({
  clientId,
  onClose,
}: {
  clientId: number;
  onClose: () => void;
}) {
  const t = useT();
  const record = useRecordMeasurement();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('measurements.record')}>
      <MeasurementForm
        hint={t('measurements.replaceHint')}
        onCancel={onClose}
        onSave={async (body) => {
          await record.mutateAsync({ params: { clientId }, body });
          toast.success(t('measurements.saved'));
          onClose();
        }}
      />
    </Modal>
  );
}

/** Removing a dated measurement cannot be undone, so it is asked first. */
function DeleteMeasurementDialog({
  clientId,
  entry,
  onClose,
}: {
  clientId: number;
  entry: Measurement & { id: number };
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteMeasurement();
  const confirm = async () => {
    try {
      await remove.mutateAsync({ params: { clientId, measurementId: entry.id } });
      toast.success(t('measurements.deleted'));
      onClose();
    } catch (error) {
      toast.error(apiMessageOr(t('measurements.deleteFailed'))(error));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('measurements.deleteTitle')}
      description={t('measurements.deleteDescription', {
        day: formatDayIn(entry.date, locale),
        weight: formatFigure(entry.weightKg, locale),
      })}
    >
      <ConfirmActions
        danger
        label={t('common.delete')}
        pendingLabel={t('common.deleting')}
        pending={remove.isPending}
        onCancel={onClose}
        onConfirm={() => void confirm()}
      />
    </Modal>
  );
}

/**
 * Her weigh-ins and measurements over the period she picks: the chart, and the entries
 * with Delete on those she recorded by date (a Week 1–4 entry belongs to the weekly
 * record her nutritionist keeps, so it stays).
 */
export function ProgressSection({
  clientId,
  entries,
  period,
}: {
  clientId: number;
  entries: readonly Measurement[];
  period: ChartRangeState<Measurement>;
}) {
  const t = useT();
  const locale = useLocale();
  const [deleting, setDeleting] = useState<(Measurement & { id: number }) | null>(null);
  // Her dashboard's empty text in the spec's words, kept now that she can record her own.
  if (entries.length === 0) return <p className="text-stone-700">{t('measurements.noProgress')}</p>;
  const inPeriod = t('measurements.noneInPeriod', { period: period.label.toLowerCase() });
  return (
    <div className="space-y-4">
      <div className="max-w-56">
        <ChartRangeSelect value={period.range} onChange={period.setRange} />
      </div>
      <MeasurementChart points={period.shown} empty={inPeriod} />
      <MeasurementTable
        caption={t('measurements.yours')}
        entries={period.shown}
        empty={inPeriod}
        action={(entry) =>
          entry.source === 'measurement' && entry.id !== null ? (
            <IconButton
              label={t('measurements.deleteOf', { day: formatDayIn(entry.date, locale) })}
              text={t('common.delete')}
              icon={<Trash2 aria-hidden size={18} />}
              tone="danger"
              onClick={() => setDeleting({ ...entry, id: entry.id! })}
            />
          ) : null
        }
      />
      {deleting && (
        <DeleteMeasurementDialog
          clientId={clientId}
          entry={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

/** The card's own action: opens the dialog above. */
export function RecordMeasurementButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" onClick={onClick}>
      <Plus aria-hidden size={18} /> {t('measurements.record')}
    </Button>
  );
}
