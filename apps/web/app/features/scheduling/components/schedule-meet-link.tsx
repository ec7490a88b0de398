import { useQuery } from '@tanstack/react-query';
import { Video } from 'lucide-react';
import { Link } from 'react-router';
import { upcomingBookingsQuery } from '#web/features/scheduling/api/scheduling-api.ts';
import { nextBooked, viewerZone } from '#web/features/scheduling/session-time.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const look =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-amber-400 px-4 text-sm font-semibold text-stone-900 hover:bg-amber-300';

/**
 * Her dashboard's 'Schedule G-Meet' (the spec's label): her next booked session's room in a
 * new tab; with none booked (or not known yet) it goes to the page where she books one.
 */
export function ScheduleMeetLink() {
  const t = useT();
  const bookings = useQuery(upcomingBookingsQuery(viewerZone()));
  const next = bookings.data ? nextBooked(bookings.data, new Date()) : null;
  if (!next)
    return (
      <Link to="/dashboard/client/book" className={look}>
        <Video aria-hidden size={18} />
        {t('booking.scheduleMeet')}
      </Link>
    );
  return (
    <a href={next.videoUrl} target="_blank" rel="noopener noreferrer" className={look}>
      <Video aria-hidden size={18} />
      {t('booking.scheduleMeet')}
      <span className="sr-only">{t('booking.newTab')}</span>
    </a>
  );
}
