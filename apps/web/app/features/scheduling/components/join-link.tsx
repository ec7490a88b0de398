import { Video } from 'lucide-react';
import { SCHEDULING_DEFAULTS, type Booking } from '@nourishwell/shared';
import { joinState } from '#web/features/scheduling/session-time.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useClock } from '#web/features/scheduling/use-clock.ts';

/**
 * "Join" for a booked session: a link to its room from `joinBeforeMinutes` before the
 * start until the end; before that a muted line says when it opens, after it nothing. Its
 * clock runs on from `now`, so a screen left open shows Join when the room opens.
 */
export function JoinLink({
  session,
  now,
}: {
  session: Pick<Booking, 'start' | 'end' | 'videoUrl' | 'status'>;
  now: Date;
}) {
  const t = useT();
  const clock = useClock(now);
  if (session.status !== 'booked') return null;
  const state = joinState(session, clock);
  if (state === 'over') return null;
  if (state === 'soon')
    return (
      <span className="text-sm text-stone-600">
        {t('booking.joinOpens', { minutes: SCHEDULING_DEFAULTS.joinBeforeMinutes })}
      </span>
    );
  return (
    <a
      href={session.videoUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
    >
      <Video aria-hidden size={18} /> {t('booking.join')}
      <span className="sr-only">{t('booking.newTab')}</span>
    </a>
  );
}
