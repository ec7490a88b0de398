import { TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** "Tue, 24 Nov, 10:00 am" on her own clock (the zone her hours are in). */
const sessionTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/**
 * Booked sessions her hours no longer cover. Changing hours never moves or drops them
 * (issue 17), so she is told which they are and where to move or cancel them.
 */
export function OutsideHoursList({
  sessions,
  timeZone,
  ref,
}: {
  sessions: readonly Booking[];
  timeZone: string;
  /** Her heading, focused after a save that left sessions outside (so it is seen and read). */
  ref?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  if (sessions.length === 0) return null;
  return (
    <section
      aria-labelledby="outside-hours"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2
        id="outside-hours"
        ref={ref}
        tabIndex={-1}
        className="flex items-start gap-2 font-semibold"
      >
        <TriangleAlert aria-hidden size={20} className="mt-0.5 shrink-0" />
        {t('scheduling.outsideHours')}
      </h2>
      <ul className="mt-3 space-y-1 pl-7">
        {sessions.map((session) => (
          <li key={session.id}>
            <span className="font-medium">{session.clientName}</span>,{' '}
            {sessionTime(session.start, timeZone)}
          </li>
        ))}
      </ul>
      <Link
        to="/dashboard/nutritionist"
        className="mt-3 ml-7 inline-flex min-h-11 items-center font-semibold text-emerald-800 underline"
      >
        {t('scheduling.goToAppointments')}
      </Link>
    </section>
  );
}
