import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { nutritionistMessages, type CaseloadClient } from '@nourishwell/shared';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useMarkMissed } from '#web/features/scheduling/api/appointments-api.ts';

/**
 * "Mark missed" for her session at `scheduledAt`. It asks first: the red icon sits beside
 * Complete and Reschedule in a narrow row, and a missed session cannot be completed after.
 */
export function MarkMissedButton({
  me,
  client,
  scheduledAt,
}: {
  me: number;
  client: Pick<CaseloadClient, 'id' | 'name'>;
  scheduledAt: string;
}) {
  const missed = useMarkMissed();
  const [asking, setAsking] = useState(false);

  async function markMissed() {
    try {
      await missed.mutateAsync({
        body: { clientId: client.id, nutritionistId: me, scheduledAt },
      });
      toast.success(`Session with ${client.name} marked as missed`);
      setAsking(false);
    } catch (error) {
      toast.error(apiMessageOr(nutritionistMessages.missedFailed)(error));
    }
  }

  return (
    <>
      <IconButton
        tone="danger"
        text="Mark missed"
        label={`Mark missed: session with ${client.name}`}
        disabled={missed.isPending}
        onClick={() => setAsking(true)}
        icon={<CalendarX aria-hidden size={16} />}
      />
      {asking && (
        <Modal
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title="Mark this session as missed?"
          description={`Session with ${client.name}, ${formatDateTime(scheduledAt)}`}
        >
          <ConfirmActions
            onCancel={() => setAsking(false)}
            onConfirm={() => void markMissed()}
            pending={missed.isPending}
            label="Mark missed"
            pendingLabel="Marking…"
            cancelLabel="Keep it"
            danger
          />
        </Modal>
      )}
    </>
  );
}
