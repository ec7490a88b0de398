import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, FlaskConical, MessageCircle, Package, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { chatPath, ClientLink, clientPagePath } from '#web/components/ui/client-link.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { BookForClientDialog } from '#web/features/scheduling/components/book-for-client-dialog.tsx';
import { SessionList } from '#web/features/scheduling/components/session-list.tsx';
import { viewerZone } from '#web/features/scheduling/session-time.ts';
import { todayQuery } from '#web/features/today/api/today-api.ts';
import { TodayList, type RenderAction } from '#web/features/today/components/today-list.tsx';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800';

const icons = {
  chat: MessageCircle,
  labs: FlaskConical,
  record: UserRound,
  package: Package,
} as const;

/**
 * Today (issue 36), the nutritionist's landing: her sessions today with Join, then the
 * clients who need her, each with the reason and the action that answers it.
 */
export default function NutritionistToday() {
  const t = useT();
  const today = useQuery(todayQuery(viewerZone()));
  const [booking, setBooking] = useState<{ id: number; name: string } | null>(null);

  if (today.isPending)
    return (
      <LoadingBlock label={t('today.loading')}>
        <Skeleton className="h-40 w-full" />
      </LoadingBlock>
    );
  if (today.isError)
    return <QueryError message={t('today.failed')} onRetry={() => void today.refetch()} />;

  const renderAction: RenderAction = (item, action, label) => {
    const named = t('today.actionName', { action: label, name: item.name });
    if (action === 'book')
      return (
        <Button
          aria-label={named}
          onClick={() => setBooking({ id: item.clientId, name: item.name })}
        >
          <CalendarPlus aria-hidden size={16} /> {label}
        </Button>
      );
    const Icon = icons[action];
    const to = action === 'chat' ? chatPath(item.clientId) : clientPagePath(item.clientId);
    return (
      <Link to={to} className={linkButton} aria-label={named}>
        <Icon aria-hidden size={16} /> {label}
      </Link>
    );
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="today-sessions" className="space-y-3">
        <h2 id="today-sessions" className="text-lg font-semibold text-stone-900">
          {t('today.sessionsHeading')}
        </h2>
        <div className="rounded-2xl border border-stone-200 bg-white px-4">
          {today.data.sessions.length === 0 ? (
            <p className="py-4 text-stone-700">{t('today.noSessions')}</p>
          ) : (
            <SessionList
              sessions={today.data.sessions}
              viewer="nutritionist"
              now={new Date()}
              clientName={(s) => <ClientLink id={s.clientId} name={s.clientName} />}
            />
          )}
        </div>
      </section>
      <section aria-labelledby="today-needs" className="space-y-3">
        <h2 id="today-needs" className="text-lg font-semibold text-stone-900">
          {t('today.needsHeading')}
        </h2>
        <TodayList items={today.data.items} renderAction={renderAction} />
      </section>
      {booking && (
        <BookForClientDialog
          clients={[booking]}
          initialClientId={booking.id}
          onClose={() => setBooking(null)}
        />
      )}
    </div>
  );
}
