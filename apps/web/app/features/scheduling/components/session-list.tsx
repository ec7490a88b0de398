import { CalendarClock, CalendarX, MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  HAND_BACK_REASONS,
  type AppointmentStatus,
  type Booking,
  type MessageKey,
  type Translate,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { aroundNode } from '#web/lib/i18n/around-node.tsx';
import {
  changeWindowHours,
  sessionWhen,
  viewerZone,
} from '#web/features/scheduling/session-time.ts';
import { CancelSessionDialog } from './cancel-session-dialog.tsx';
import { JoinLink } from './join-link.tsx';
import { RescheduleSessionDialog } from './reschedule-session-dialog.tsx';

const statusBadge: Record<
  AppointmentStatus,
  { text: MessageKey; tone: 'blue' | 'green' | 'red' | 'grey' }
> = {
  booked: { text: 'booking.status.booked', tone: 'blue' },
  completed: { text: 'booking.status.completed', tone: 'green' },
  missed: { text: 'booking.status.missed', tone: 'red' },
  cancelled: { text: 'booking.status.cancelled', tone: 'grey' },
};

type Viewer = 'client' | 'nutritionist';

/**
 * Why a session was cancelled, in her language when NourishWell gave the reason (her
 * nutritionist changed or left: stored in English, the record's words); a person's own
 * reason as they wrote it.
 */
function reasonText(t: Translate, reason: string): string {
  if (reason === HAND_BACK_REASONS.reassigned) return t('booking.handBack.reassigned');
  if (reason === HAND_BACK_REASONS.left) return t('booking.handBack.left');
  return reason;
}
/** Reschedule and Cancel; for a client inside the change window, disabled with the reason. */
function SessionActions({
  session,
  viewer,
  onOpen,
}: {
  session: Booking;
  viewer: Viewer;
  onOpen: (dialog: 'reschedule' | 'cancel') => void;
}) {
  const t = useT();
  const locked = viewer === 'client' && !session.canChange;
  const reasonId = `session-${session.id}-locked`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={locked}
          aria-describedby={locked ? reasonId : undefined}
          onClick={() => onOpen('reschedule')}
        >
          <CalendarClock aria-hidden size={18} /> {t('booking.reschedule')}
        </Button>
        <Button
          variant="secondary"
          className="text-red-700"
          disabled={locked}
          aria-describedby={locked ? reasonId : undefined}
          onClick={() => onOpen('cancel')}
        >
          <CalendarX aria-hidden size={18} /> {t('booking.cancel')}
        </Button>
      </div>
      {locked && (
        <div className="space-y-1 text-sm text-stone-700">
          <p id={reasonId}>{t('booking.changeWindow', { hours: changeWindowHours(session) })}</p>
          <Link
            to="/dashboard/client/messages"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-800 underline"
          >
            <MessageCircle aria-hidden size={16} /> {t('booking.messageNutritionist')}
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * Sessions with their date and time in the viewer's zone, with whom, their status, Join
 * (from 10 minutes before) and, while booked, Reschedule and Cancel. A nutritionist's list
 * names the client (`clientName` may make it a link to her page).
 */
export function SessionList({
  sessions,
  viewer,
  now,
  clientName = (session) => session.clientName,
  extraActions,
}: {
  sessions: readonly Booking[];
  viewer: Viewer;
  now: Date;
  clientName?: (session: Booking) => ReactNode;
  /** More actions on a booked session (the nutritionist's board adds Complete). */
  extraActions?: (session: Booking) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const zone = viewerZone();
  const [dialog, setDialog] = useState<{ kind: 'reschedule' | 'cancel'; session: Booking } | null>(
    null,
  );
  const sorted = [...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  if (sorted.length === 0) return <p className="text-stone-700">{t('booking.noBookings')}</p>;

  return (
    <>
      <ul className="divide-y divide-stone-200">
        {sorted.map((session) => {
          const badge = statusBadge[session.status];
          const withWhom =
            viewer === 'client'
              ? (session.nutritionistName ?? t('booking.yourNutritionist'))
              : clientName(session);
          return (
            <li key={session.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-stone-900">{sessionWhen(session, zone, locale)}</p>
                <p className="text-sm text-stone-700">
                  {aroundNode(t, 'booking.withName', 'name', withWhom)}{' '}
                  <Badge tone={badge.tone}>{t(badge.text)}</Badge>
                </p>
                {session.status === 'cancelled' && session.cancelReason && (
                  <p className="text-sm text-stone-600">
                    {t('booking.reason', { reason: reasonText(t, session.cancelReason) })}
                  </p>
                )}
              </div>
              {session.status === 'booked' && (
                <div className="flex flex-wrap items-start gap-2">
                  <JoinLink session={session} now={now} />
                  {extraActions?.(session)}
                  <SessionActions
                    session={session}
                    viewer={viewer}
                    onOpen={(kind) => setDialog({ kind, session })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {dialog?.kind === 'reschedule' && (
        <RescheduleSessionDialog
          session={dialog.session}
          asNutritionist={viewer === 'nutritionist'}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelSessionDialog session={dialog.session} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
