import { CalendarCheck } from 'lucide-react';
import { canCompleteOn, type Booking } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { shortWhen } from '#web/features/scheduling/session-time.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Complete on one session of her list: from the session's own day on (as the row's
 * Complete, decision 009), so a session she moved or booked ahead is completed by itself,
 * not only the client's next one.
 */
export function CompleteSessionButton({
  session,
  now,
  zone,
  onComplete,
}: {
  session: Booking;
  now: Date;
  zone: string;
  onComplete: (session: Booking) => void;
}) {
  const t = useT();
  if (!canCompleteOn(new Date(session.start), now, zone)) return null;
  return (
    <Button
      variant="secondary"
      aria-label={t('scheduling.completeOn', {
        when: shortWhen(session.start, zone),
        name: session.clientName,
      })}
      onClick={() => onComplete(session)}
    >
      <CalendarCheck aria-hidden size={18} /> {t('scheduling.complete')}
    </Button>
  );
}
