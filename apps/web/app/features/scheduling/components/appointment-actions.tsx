import { CalendarCheck, CalendarClock, MessageSquare, Video } from 'lucide-react';
import { canCompleteOn, type CaseloadClient } from '@nourishwell/shared';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { MarkMissedButton } from './mark-missed-button.tsx';

export type RowDialog = 'message' | 'complete' | 'reschedule';

/**
 * One client's actions on her appointments board. A session is completed from its own
 * day on (the reason shows while it is not yet due); once it has started (decision 019:
 * the server refuses earlier) and was not completed, it may be marked missed or moved.
 * Meet opens her next booked session's room.
 */
export function AppointmentActions({
  me,
  client,
  now,
  zone,
  videoUrl,
  onOpen,
}: {
  me: number;
  client: CaseloadClient;
  now: Date;
  zone: string;
  /** The room of her next booked session; null when none is booked. */
  videoUrl: string | null;
  onOpen: (dialog: RowDialog) => void;
}) {
  const t = useT();
  const next = client.nextSession;
  const notYet = next !== null && !canCompleteOn(new Date(next), now, zone);
  const reasonId = `complete-reason-${client.id}`;
  const started = next !== null && Date.parse(next) <= now.getTime();

  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex flex-nowrap gap-1">
        <IconButton
          tone="green"
          text={t('scheduling.message')}
          label={t('scheduling.messageNamed', { name: client.name })}
          onClick={() => onOpen('message')}
          icon={<MessageSquare aria-hidden size={16} />}
        />
        <IconButton
          text={t('scheduling.complete')}
          label={t('scheduling.completeWith', { name: client.name })}
          disabled={(client.completed && next === null) || notYet}
          describedBy={notYet ? reasonId : undefined}
          onClick={() => onOpen('complete')}
          icon={<CalendarCheck aria-hidden size={16} />}
        />
        {videoUrl ? (
          <a
            href={videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('scheduling.meetNamed', { name: client.name })}
            title={t('scheduling.meetTitle', { name: client.name })}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-1.5 text-xs font-semibold text-sky-800 hover:bg-stone-100"
          >
            <Video aria-hidden size={16} />
            <span className="whitespace-nowrap max-sm:sr-only">{t('scheduling.meet')}</span>
          </a>
        ) : (
          <IconButton
            text={t('scheduling.meet')}
            label={t('scheduling.meetNone', { name: client.name })}
            disabled
            onClick={() => undefined}
            icon={<Video aria-hidden size={16} />}
          />
        )}
      </div>
      {started && next && (
        <div className="flex flex-nowrap gap-1">
          <MarkMissedButton me={me} client={client} scheduledAt={next} />
          <IconButton
            text={t('scheduling.reschedule')}
            label={t('scheduling.rescheduleWith', { name: client.name })}
            onClick={() => onOpen('reschedule')}
            icon={<CalendarClock aria-hidden size={16} />}
          />
        </div>
      )}
      {notYet && next && (
        <p id={reasonId} className="text-xs text-stone-600">
          {t('scheduling.completeFrom', { date: formatDate(next) })}
        </p>
      )}
    </div>
  );
}
