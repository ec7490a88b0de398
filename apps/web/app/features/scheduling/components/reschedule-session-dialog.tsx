import { useState } from 'react';
import { toast } from 'sonner';
import { schedulingMessages, type Booking, type Slot } from '@nourishwell/shared';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useRescheduleBooking } from '#web/features/scheduling/api/scheduling-api.ts';
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
  const move = useRescheduleBooking();
  const [picked, setPicked] = useState<Slot | null>(null);
  const zone = viewerZone();

  const send = async (start: string) => {
    await move.mutateAsync({ params: { id: session.id }, body: { start } });
    toast.success(schedulingMessages.rescheduled);
    onClose();
  };

  async function confirmPicked(slot: Slot) {
    try {
      await send(slot.start);
    } catch (error) {
      toast.error(apiMessageOr(schedulingMessages.rescheduleFailed)(error));
      setPicked(null);
    }
  }

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title="Move this session"
      description={`Now: ${sessionWhen(session, zone)}`}
    >
      {picked ? (
        <div className="space-y-4">
          <p className="text-stone-800">
            Move to <strong>{sessionWhen(picked, zone)}</strong>?
          </p>
          <ConfirmActions
            onCancel={() => setPicked(null)}
            cancelLabel="Pick another time"
            onConfirm={() => void confirmPicked(picked)}
            pending={move.isPending}
            label="Move session"
            pendingLabel="Moving…"
          />
        </div>
      ) : (
        <div className="space-y-4">
          <WeekSlots
            clientId={asNutritionist ? session.clientId : undefined}
            verb="Move to"
            onPick={setPicked}
          />
          {asNutritionist && (
            <OverrideTimeForm
              submitLabel="Move to this time"
              failure={schedulingMessages.rescheduleFailed}
              onSend={send}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
