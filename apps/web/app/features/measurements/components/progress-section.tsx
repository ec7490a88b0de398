import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { measurementMessages, messages, type Measurement } from '@nourishwell/shared';
import { ChartRangeSelect, MeasurementChart } from '#web/components/charts/measurement-chart.tsx';
import { MeasurementForm } from '#web/components/charts/measurement-form.tsx';
import { formatDay } from '#web/components/charts/measurement-scale.ts';
import { MeasurementTable } from '#web/components/charts/measurement-table.tsx';
import type { ChartRangeState } from '#web/components/charts/use-chart-range.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import {
  useDeleteMeasurement,
  useRecordMeasurement,
} from '#web/features/measurements/api/measurements-api.ts';

const deleteFailed = apiMessageOr(messages.generic.tryAgain);

/** Her dashboard's empty text in the spec's words, kept now that she can record her own. */
export const NO_PROGRESS = 'No progress data available, Contact Nutritionist.';

export function RecordMeasurementDialog({
  clientId,
  onClose,
}: {
  clientId: number;
  onClose: () => void;
}) {
  const record = useRecordMeasurement();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Record measurement">
      <MeasurementForm
        hint="Recording a date again replaces what it had."
        onCancel={onClose}
        onSave={async (body) => {
          await record.mutateAsync({ params: { clientId }, body });
          toast.success(measurementMessages.saved);
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
  const remove = useDeleteMeasurement();
  const confirm = async () => {
    try {
      await remove.mutateAsync({ params: { clientId, measurementId: entry.id } });
      toast.success(measurementMessages.deleted);
      onClose();
    } catch (error) {
      toast.error(deleteFailed(error));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete measurement?"
      description={`The measurement of ${formatDay(entry.date)} (${entry.weightKg} kg) will be removed. This cannot be undone.`}
    >
      <ConfirmActions
        danger
        label="Delete"
        pendingLabel="Deleting..."
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
  const [deleting, setDeleting] = useState<(Measurement & { id: number }) | null>(null);
  if (entries.length === 0) return <p className="text-stone-700">{NO_PROGRESS}</p>;
  const inPeriod = `No measurements in the ${period.label.toLowerCase()}.`;
  return (
    <div className="space-y-4">
      <div className="max-w-56">
        <ChartRangeSelect value={period.range} onChange={period.setRange} />
      </div>
      <MeasurementChart points={period.shown} empty={inPeriod} />
      <MeasurementTable
        caption="Your measurements"
        entries={period.shown}
        empty={inPeriod}
        action={(entry) =>
          entry.source === 'measurement' && entry.id !== null ? (
            <IconButton
              label={`Delete measurement of ${formatDay(entry.date)}`}
              text="Delete"
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
  return (
    <Button variant="secondary" onClick={onClick}>
      <Plus aria-hidden size={18} /> Record measurement
    </Button>
  );
}
