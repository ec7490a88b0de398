import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Slot } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { BookDialog } from '#web/features/scheduling/components/book-dialog.tsx';
import { CalendarFeedCard } from '#web/features/scheduling/components/calendar-feed-card.tsx';
import { UpcomingSessions } from '#web/features/scheduling/components/upcoming-sessions.tsx';
import { WeekSlots } from '#web/features/scheduling/components/week-slots.tsx';
import { ownRecordQuery } from '#web/features/clients/api/clients-api.ts';
import { MyPackageStandingWarning } from '#web/features/billing/components/my-package-standing.tsx';
import { DashboardSkeleton } from './client-dashboard.tsx';

/**
 * /dashboard/client/book: her coming sessions, her nutritionist's free times to book
 * (confirmed first), and her calendar link. Without a nutritionist there is nothing to book.
 */
export function BookSession({ email }: { email: string }) {
  const t = useT();
  const record = useQuery(ownRecordQuery(email));
  const [picked, setPicked] = useState<Slot | null>(null);

  if (record.isPending) return <DashboardSkeleton />;
  if (record.isError)
    return <QueryError message={t('booking.loadFailed')} onRetry={() => void record.refetch()} />;
  const nutritionist = record.data.assignedNutritionist;
  const clientId = record.data.id;

  return (
    <div className="space-y-6">
      <Card title={t('booking.yourSessions')}>
        <UpcomingSessions viewer="client" />
      </Card>
      <Card title={t('booking.bookASession')}>
        {nutritionist ? (
          <div className="space-y-4">
            {/* Her package today; the dialog says it again for the day she picks. */}
            <MyPackageStandingWarning clientId={clientId} />
            <WeekSlots onPick={setPicked} />
          </div>
        ) : (
          <p className="text-stone-700">{t('booking.noNutritionist')}</p>
        )}
      </Card>
      <CalendarFeedCard />
      {picked && nutritionist && (
        <BookDialog
          slot={picked}
          withWhom={nutritionist.name}
          notice={(day) => <MyPackageStandingWarning clientId={clientId} day={day} />}
          onClose={() => setPicked(null)}
        />
      )}
    </div>
  );
}
