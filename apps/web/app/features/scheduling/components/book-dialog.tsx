import { toast } from 'sonner';
import { schedulingMessages, type Slot } from '@nourishwell/shared';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useBook } from '#web/features/scheduling/api/scheduling-api.ts';
import { minutesOf, sessionWhen, viewerZone } from '#web/features/scheduling/session-time.ts';

/**
 * "Are you sure?" before a slot is booked: the time, the length and with whom. A slot
 * taken meanwhile (409) says the server's words; the slots load again either way, so the
 * taken one disappears.
 */
export function BookDialog({
  slot,
  withWhom,
  clientId,
  onClose,
}: {
  slot: Slot;
  withWhom: string;
  /** The client her nutritionist books for; a client books for herself. */
  clientId?: number;
  onClose: () => void;
}) {
  const book = useBook();

  async function confirm() {
    try {
      await book.mutateAsync({
        body: clientId ? { start: slot.start, clientId } : { start: slot.start },
      });
      toast.success(schedulingMessages.booked);
    } catch (error) {
      toast.error(apiMessageOr(schedulingMessages.bookFailed)(error));
    }
    onClose();
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Book this session?">
      <dl className="mb-5 space-y-2 text-stone-800">
        <div>
          <dt className="text-sm text-stone-600">When</dt>
          <dd className="font-semibold">{sessionWhen(slot, viewerZone())}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Length</dt>
          <dd className="font-semibold">{minutesOf(slot)} minutes</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">With</dt>
          <dd className="font-semibold">{withWhom}</dd>
        </div>
      </dl>
      <ConfirmActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        pending={book.isPending}
        label="Book session"
        pendingLabel="Booking…"
      />
    </Modal>
  );
}
