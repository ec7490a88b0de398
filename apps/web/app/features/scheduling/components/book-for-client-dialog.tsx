import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Slot } from '@nourishwell/shared';
import { SelectField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useBook } from '#web/features/scheduling/api/scheduling-api.ts';
import { BookDialog } from './book-dialog.tsx';
import { OverrideTimeForm } from './override-time-form.tsx';
import { WeekSlots } from './week-slots.tsx';

/**
 * A nutritionist books for one of her clients: the client first, then one of her free
 * slots (confirmed before it is booked) or any date and time (she may override her hours).
 */
export function BookForClientDialog({
  clients,
  initialClientId = 0,
  standing,
  onClose,
}: {
  clients: ReadonlyArray<{ id: number; name: string }>;
  /** The client already chosen (Today's "Book a session" for one client). */
  initialClientId?: number;
  /**
   * What the page says of the chosen client's package on a day (yyyy-mm-dd; today when
   * none is chosen yet): a warning when she has no session left.
   */
  standing?: (client: { id: number; name: string }, day?: string) => ReactNode;
  onClose: () => void;
}) {
  const t = useT();
  const book = useBook();
  const [clientId, setClientId] = useState(initialClientId);
  const [picked, setPicked] = useState<Slot | null>(null);
  const selectId = useId();
  const client = clients.find((c) => c.id === clientId);

  if (picked && client)
    return (
      <BookDialog
        slot={picked}
        withWhom={client.name}
        clientId={client.id}
        notice={standing && ((day) => standing(client, day))}
        onClose={onClose}
      />
    );

  const bookAt = async (start: string) => {
    await book.mutateAsync({ body: { start, clientId } });
    toast.success(t('booking.booked'));
    onClose();
  };

  return (
    <Modal open wide onOpenChange={(open) => !open && onClose()} title={t('scheduling.bookTitle')}>
      <div className="space-y-4">
        <SelectField
          id={selectId}
          label={t('scheduling.client')}
          value={clientId || ''}
          onChange={(event) => setClientId(Number(event.target.value))}
        >
          <option value="">{t('scheduling.selectClient')}</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {client ? (
          <>
            {standing?.(client)}
            <WeekSlots key={client.id} clientId={client.id} onPick={setPicked} />
            <OverrideTimeForm
              submitLabel={t('scheduling.bookAtThisTime')}
              failure={t('booking.bookFailed')}
              onSend={bookAt}
            />
          </>
        ) : (
          <p className="text-sm text-stone-600">{t('scheduling.clientRequired')}</p>
        )}
      </div>
    </Modal>
  );
}
