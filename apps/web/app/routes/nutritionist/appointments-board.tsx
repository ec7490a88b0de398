import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus, CheckCircle2, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import {
  appointmentBadge,
  isThisWeek,
  type AppointmentBadge,
  type CaseloadClient,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { Breakable, EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { upcomingBookingsQuery } from '#web/features/scheduling/api/scheduling-api.ts';
import { BookForClientDialog } from '#web/features/scheduling/components/book-for-client-dialog.tsx';
import { CalendarFeedCard } from '#web/features/scheduling/components/calendar-feed-card.tsx';
import { UpcomingSessions } from '#web/features/scheduling/components/upcoming-sessions.tsx';
// "Today" and "this week" are the viewer's own, as are her sessions' times.
import { nextBooked, viewerZone } from '#web/features/scheduling/session-time.ts';
import { caseloadQuery } from '#web/features/clients/api/clients-api.ts';
import { selfByEmailQuery } from '#web/features/nutritionists/api/nutritionists-api.ts';
import { StaffStandingWarning } from '#web/features/billing/components/package-standing.tsx';
import { completedQuery } from '#web/features/scheduling/api/appointments-api.ts';
import { AddAppointmentDialog } from '#web/features/scheduling/components/add-appointment-dialog.tsx';
import { ClientLink } from '#web/components/ui/client-link.tsx';
import { CompleteSessionButton } from '#web/features/scheduling/components/complete-session-button.tsx';
import {
  AppointmentActions,
  type RowDialog,
} from '#web/features/scheduling/components/appointment-actions.tsx';
import { MeetingNotesDialog } from '#web/features/scheduling/components/meeting-notes-dialog.tsx';
import { MessageDialog } from '#web/features/messaging/components/message-dialog.tsx';
import { ProgressBadge } from '#web/components/ui/progress-badge.tsx';
import { RescheduleAppointmentDialog } from '#web/features/scheduling/components/reschedule-appointment-dialog.tsx';
import { badgeText } from '#web/features/scheduling/badge-text.ts';

const badgeTone: Record<AppointmentBadge, 'green' | 'amber' | 'blue' | 'grey' | 'red'> = {
  Completed: 'green',
  Today: 'amber',
  'This Week': 'blue',
  Upcoming: 'grey',
  Past: 'red',
};

type Dialog =
  | { kind: 'add' }
  | { kind: 'book' }
  | { kind: RowDialog; client: CaseloadClient; scheduledAt?: string }
  | null;

/** My Appointments: her day — counters, upcoming sessions with their badge, and what is done. */
export function AppointmentsBoard({ email }: { email: string }) {
  const t = useT();
  const self = useQuery(selfByEmailQuery(email));
  const me = self.data?.id ?? 0;
  const caseload = useQuery({ ...caseloadQuery(me), enabled: me > 0 });
  const completed = useQuery({ ...completedQuery(me), enabled: me > 0 });
  const bookings = useQuery({ ...upcomingBookingsQuery(viewerZone()), enabled: me > 0 });
  const [dialog, setDialog] = useState<Dialog>(null);

  if (self.isLoading || caseload.isLoading || completed.isLoading)
    return <p role="status">{t('scheduling.board.loading')}</p>;
  const failure = self.error ?? caseload.error ?? completed.error;
  if (failure || !caseload.data || !completed.data) {
    return (
      <QueryError
        message={t('scheduling.board.failed', {
          reason: failure?.message ?? t('scheduling.board.noData'),
        })}
        onRetry={() =>
          void (self.isError
            ? self.refetch()
            : Promise.all([caseload.refetch(), completed.refetch()]))
        }
      />
    );
  }

  const now = new Date();
  const zone = viewerZone();
  const clients = caseload.data;
  const thisWeek = clients.filter(
    (c) => !c.completed && isThisWeek(c.nextSession, now, zone),
  ).length;

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('scheduling.board.totalClients')}
          value={clients.length}
          icon={<Users aria-hidden size={22} />}
        />
        <StatCard
          label={t('scheduling.board.inTheWeek')}
          value={thisWeek}
          icon={<CalendarClock aria-hidden size={22} />}
        />
        <StatCard
          label={t('scheduling.board.completed')}
          value={completed.data.length}
          icon={<CheckCircle2 aria-hidden size={22} />}
        />
      </div>

      <section aria-labelledby="sessions-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-heading" className="text-lg font-semibold text-stone-900">
            {t('scheduling.board.upcoming')}
          </h2>
          <Button onClick={() => setDialog({ kind: 'book' })}>
            <CalendarPlus aria-hidden size={18} /> {t('scheduling.board.bookSession')}
          </Button>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white px-4">
          <UpcomingSessions
            viewer="nutritionist"
            days={14}
            now={now}
            clientName={(s) => <ClientLink id={s.clientId} name={s.clientName} />}
            extraActions={(session) => (
              <CompleteSessionButton
                session={session}
                now={now}
                zone={zone}
                onComplete={(s) => {
                  const client = clients.find((c) => c.id === s.clientId);
                  if (client) setDialog({ kind: 'complete', client, scheduledAt: s.start });
                }}
              />
            )}
          />
        </div>
      </section>

      <section aria-labelledby="appointments-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="appointments-heading" className="text-lg font-semibold text-stone-900">
            {t('scheduling.board.mine')}
          </h2>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden size={18} /> {t('scheduling.board.add')}
          </Button>
        </div>
        {/* Tight cells so every column fits beside the open sidebar at 1280 px. */}
        <div className="[&_td]:px-2 [&_th]:px-2 [&_th]:whitespace-normal">
          <Table
            stickyLastColumn
            caption={t('scheduling.board.mine')}
            head={[
              t('scheduling.board.id'),
              t('scheduling.board.name'),
              t('scheduling.board.email'),
              t('scheduling.board.plan'),
              t('scheduling.board.next'),
              t('scheduling.board.progress'),
              t('scheduling.board.actions'),
            ]}
          >
            {clients.length === 0 && (
              <EmptyRow colSpan={7}>{t('scheduling.board.noClients')}</EmptyRow>
            )}
            {clients.map((c) => {
              const badge = appointmentBadge(c.nextSession, c.completed, now, zone);
              return (
                <tr key={c.id}>
                  <td className="px-3 py-2">{c.id}</td>
                  <td className="px-3 py-2 font-medium">
                    <ClientLink id={c.id} name={c.name} />
                  </td>
                  <td className="px-3 py-2">
                    <Breakable text={c.email} />
                  </td>
                  <td className="px-3 py-2">{c.plan ?? '-'}</td>
                  <td className="px-3 py-2">
                    <span className="mr-2 whitespace-nowrap">
                      {c.nextSession ? formatDateTime(c.nextSession) : '-'}
                    </span>
                    {badge && <Badge tone={badgeTone[badge]}>{t(badgeText[badge])}</Badge>}
                  </td>
                  <td className="px-3 py-2">
                    <ProgressBadge percent={c.goalProgress ?? c.progress} />
                  </td>
                  <td className="px-3 py-2">
                    <AppointmentActions
                      me={me}
                      client={c}
                      now={now}
                      zone={zone}
                      videoUrl={
                        nextBooked(
                          (bookings.data ?? []).filter((b) => b.clientId === c.id),
                          now,
                        )?.videoUrl ?? null
                      }
                      onOpen={(kind) => setDialog({ kind, client: c })}
                    />
                  </td>
                </tr>
              );
            })}
          </Table>
        </div>
      </section>

      <details className="group rounded-2xl border border-stone-200 bg-white p-4" open>
        <summary className="cursor-pointer text-lg font-semibold text-stone-900">
          {t('scheduling.board.completedCount', { count: completed.data.length })}
        </summary>
        <div className="mt-4">
          <Table
            caption={t('scheduling.board.completed')}
            head={[
              t('scheduling.board.id'),
              t('scheduling.board.name'),
              t('scheduling.board.email'),
              t('scheduling.board.plan'),
              t('scheduling.board.notes'),
              t('scheduling.board.date'),
            ]}
          >
            {completed.data.length === 0 && (
              <EmptyRow colSpan={6}>{t('scheduling.board.noneCompleted')}</EmptyRow>
            )}
            {completed.data.map((a) => (
              <tr key={a.id}>
                <td className="px-3 py-2">{a.id}</td>
                <td className="px-3 py-2">
                  {a.client[0] ? <ClientLink id={a.clientId} name={a.client[0].name} /> : '-'}
                </td>
                <td className="px-3 py-2">
                  {a.client[0] ? <Breakable text={a.client[0].email} /> : '-'}
                </td>
                <td className="px-3 py-2">{a.client[0]?.plan ?? '-'}</td>
                <td className="min-w-64 px-3 py-2">{a.notes ?? '-'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className="mr-2">{formatDateTime(a.scheduledAt)}</span>
                  <Badge tone="green">{t('scheduling.badge.completed')}</Badge>
                </td>
              </tr>
            ))}
          </Table>
        </div>
      </details>

      <CalendarFeedCard />

      {dialog?.kind === 'book' && (
        <BookForClientDialog
          clients={clients}
          standing={(client, day) => (
            <StaffStandingWarning clientId={client.id} name={client.name} day={day} />
          )}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'add' && (
        <AddAppointmentDialog me={me} clients={clients} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'complete' && (
        <MeetingNotesDialog
          me={me}
          client={dialog.client}
          scheduledAt={dialog.scheduledAt}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reschedule' && (
        <RescheduleAppointmentDialog client={dialog.client} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'message' && (
        <MessageDialog me={me} client={dialog.client} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
