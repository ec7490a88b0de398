import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { Slot } from '@nourishwell/shared';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { useBook } from '#web/features/scheduling/api/scheduling-api.ts';
import { useRefusalText } from '#web/features/scheduling/refusal-text.ts';
import {
  dayIn,
  minutesOf,
  sessionWhen,
  viewerZone,
} from '#web/features/scheduling/session-time.ts';

/**
 * "Are you sure?" before a slot is booked: the time, the length and with whom. A slot
 * taken meanwhile (409) says the server's words; the slots load again either way, so the
 * taken one disappears.
 */
export function BookDialog({
  slot,
  withWhom,
  clientId,
  notice,
  onClose,
}: {
  slot: Slot;
  withWhom: string;
  /** The client her nutritionist books for; a client books for herself. */
  clientId?: number;
  /** What the page adds about booking that day (yyyy-mm-dd): her package's standing. */
  notice?: (day: string) => ReactNode;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const refusal = useRefusalText();
  const book = useBook();

  async function confirm() {
    try {
      await book.mutateAsync({
        body: clientId ? { start: slot.start, clientId } : { start: slot.start },
      });
      toast.success(t('booking.booked'));
    } catch (error) {
      toast.error(refusal(error, t('booking.bookFailed')));
    }
    onClose();
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('booking.confirmTitle')}>
      <dl className="mb-5 space-y-2 text-stone-800">
        <div>
          <dt className="text-sm text-stone-600">{t('booking.when')}</dt>
          <dd className="font-semibold">{sessionWhen(slot, viewerZone(), locale)}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('booking.length')}</dt>
          <dd className="font-semibold">{t('booking.minutes', { minutes: minutesOf(slot) })}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('booking.with')}</dt>
          <dd className="font-semibold">{withWhom}</dd>
        </div>
      </dl>
      {notice && <div className="mb-5">{notice(dayIn(slot.start, viewerZone()))}</div>}
      <ConfirmActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        pending={book.isPending}
        label={t('booking.bookSession')}
        pendingLabel={t('booking.booking')}
      />
    </Modal>
  );
}
