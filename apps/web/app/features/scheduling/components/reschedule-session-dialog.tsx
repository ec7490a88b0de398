import { useState } from 'react';
import { toast } from 'sonner';
import type { Booking, Slot } from '@nourishwell/shared';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { aroundNode } from '#web/lib/i18n/around-node.tsx';
import { useRescheduleBooking } from '#web/features/scheduling/api/scheduling-api.ts';
import { useRefusalText } from '#web/features/scheduling/refusal-text.ts';
import { sessionWhen, viewerZone } from '#web/features/scheduling/session-time.ts';
import { OverrideTimeForm } from './override-time-form.tsx';
import { WeekSlots } from './week-slots.tsx';

/**
 * Move a booked session: pick a new free time (then confirm), or, for her nutritionist, any
 * date and time. A time taken meanwhile says the server's 409 and the slots load again.
 */
export function RescheduleSessionDialog({
  session,
  asNutritionist,
  onClose,
}: {
  session: Booking;
  asNutritionist: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const refusal = useRefusalText();
  const move = useRescheduleBooking();
  const [picked, setPicked] = useState<Slot | null>(null);
  const zone = viewerZone();

  const send = async (start: string) => {
    await move.mutateAsync({ params: { id: session.id }, body: { start } });
    toast.success(t('booking.rescheduled'));
    onClose();
  };

  async function confirmPicked(slot: Slot) {
    try {
      await send(slot.start);
    } catch (error) {
      toast.error(refusal(error, t('booking.rescheduleFailed'), session));
      setPicked(null);
    }
  }

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('booking.moveTitle')}
      description={t('booking.now', { when: sessionWhen(session, zone, locale) })}
    >
      {picked ? (
        <div className="space-y-4">
          <p className="text-stone-800">
            {aroundNode(
              t,
              'booking.moveToConfirm',
              'when',
              <strong>{sessionWhen(picked, zone, locale)}</strong>,
            )}
          </p>
          <ConfirmActions
            onCancel={() => setPicked(null)}
            cancelLabel={t('booking.pickAnother')}
            onConfirm={() => void confirmPicked(picked)}
            pending={move.isPending}
            label={t('booking.moveSession')}
            pendingLabel={t('booking.moving')}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <WeekSlots
            clientId={asNutritionist ? session.clientId : undefined}
            action="move"
            onPick={setPicked}
          />
          {asNutritionist && (
            <OverrideTimeForm
              submitLabel={t('booking.moveToThisTime')}
              failure={t('booking.rescheduleFailed')}
              onSend={send}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
