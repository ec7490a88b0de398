import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { portalMessages, schedulingMessages, type Slot } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { BookDialog } from '#web/features/scheduling/components/book-dialog.tsx';
import { CalendarFeedCard } from '#web/features/scheduling/components/calendar-feed-card.tsx';
import { UpcomingSessions } from '#web/features/scheduling/components/upcoming-sessions.tsx';
import { WeekSlots } from '#web/features/scheduling/components/week-slots.tsx';
import { ownRecordQuery } from '#web/features/clients/api/clients-api.ts';
import { DashboardSkeleton } from './client-dashboard.tsx';

/**
 * /dashboard/client/book: her coming sessions, her nutritionist's free times to book
 * (confirmed first), and her calendar link. Without a nutritionist there is nothing to book.
 */
export function BookSession({ email }: { email: string }) {
  const record = useQuery(ownRecordQuery(email));
  const [picked, setPicked] = useState<Slot | null>(null);

  if (record.isPending) return <DashboardSkeleton />;
  if (record.isError)
    return (
      <QueryError
        message={portalMessages.dashboardLoadFailed}
        onRetry={() => void record.refetch()}
      />
    );
  const nutritionist = record.data.assignedNutritionist;

  return (
    <div className="space-y-6">
      <Card title="Your sessions">
        <UpcomingSessions viewer="client" />
      </Card>
      <Card title="Book a session">
        {nutritionist ? (
          <WeekSlots onPick={setPicked} />
        ) : (
          <p className="text-stone-700">{schedulingMessages.noNutritionist}</p>
        )}
      </Card>
      <CalendarFeedCard />
      {picked && nutritionist && (
        <BookDialog slot={picked} withWhom={nutritionist.name} onClose={() => setPicked(null)} />
      )}
    </div>
  );
}
