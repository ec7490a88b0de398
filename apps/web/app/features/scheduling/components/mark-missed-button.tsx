import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CaseloadClient } from '@nourishwell/shared';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
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
  const t = useT();
  const missed = useMarkMissed();
  const [asking, setAsking] = useState(false);

  async function markMissed() {
    try {
      await missed.mutateAsync({
        body: { clientId: client.id, nutritionistId: me, scheduledAt },
      });
      toast.success(t('scheduling.markedMissed', { name: client.name }));
      setAsking(false);
    } catch (error) {
      toast.error(apiMessageOr(t('scheduling.missedFailed'))(error));
    }
  }

  return (
    <>
      <IconButton
        tone="danger"
        text={t('scheduling.markMissed')}
        label={t('scheduling.markMissedNamed', { name: client.name })}
        disabled={missed.isPending}
        onClick={() => setAsking(true)}
        icon={<CalendarX aria-hidden size={16} />}
      />
      {asking && (
        <Modal
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title={t('scheduling.markMissedTitle')}
          description={t('scheduling.sessionWithAt', {
            name: client.name,
            when: formatDateTime(scheduledAt),
          })}
        >
          <ConfirmActions
            onCancel={() => setAsking(false)}
            onConfirm={() => void markMissed()}
            pending={missed.isPending}
            label={t('scheduling.markMissed')}
            pendingLabel={t('scheduling.marking')}
            cancelLabel={t('scheduling.keepIt')}
            danger
          />
        </Modal>
      )}
    </>
  );
}
