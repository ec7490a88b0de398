import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Booking } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { upcomingBookingsQuery } from '#web/features/scheduling/api/scheduling-api.ts';
import { viewerZone } from '#web/features/scheduling/session-time.ts';
import { SessionList } from './session-list.tsx';

/**
 * Today's and the coming sessions (the next `days` days, else to the booking horizon),
 * with their loading and failure states.
 */
export function UpcomingSessions({
  viewer,
  days,
  now = new Date(),
  clientName,
  extraActions,
}: {
  viewer: 'client' | 'nutritionist';
  days?: number;
  now?: Date;
  clientName?: (session: Booking) => ReactNode;
  extraActions?: (session: Booking) => ReactNode;
}) {
  const t = useT();
  const bookings = useQuery(upcomingBookingsQuery(viewerZone()));
  if (bookings.isPending)
    return (
      <LoadingBlock label={t('booking.loadingSessions')}>
        <Skeleton className="h-24 w-full" />
      </LoadingBlock>
    );
  if (bookings.isError)
    return (
      <QueryError message={t('booking.bookingsFailed')} onRetry={() => void bookings.refetch()} />
    );
  const until = days === undefined ? Infinity : now.getTime() + days * 86_400_000;
  const shown = bookings.data.filter((b) => Date.parse(b.start) < until);
  return (
    <SessionList
      sessions={shown}
      viewer={viewer}
      now={now}
      clientName={clientName}
      extraActions={extraActions}
    />
  );
}
