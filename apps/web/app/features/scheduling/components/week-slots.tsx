import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Zap } from 'lucide-react';
import { useState } from 'react';
import type { Slot } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { addDays, localToday } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import {
  useBookingHorizon,
  useNextFreeSlot,
  weekSlotsQuery,
} from '#web/features/scheduling/api/scheduling-api.ts';
import {
  longDay,
  mondayOf,
  shortWhen,
  slotsByDay,
  timeIn,
  viewerZone,
  weekdayName,
  weekOf,
  zoneName,
} from '#web/features/scheduling/session-time.ts';
import { useRefusalText } from '#web/features/scheduling/refusal-text.ts';

/** What picking a time does: books it, or moves a session to it (the time's spoken name). */
export type SlotAction = 'book' | 'move';

/** "Book Tuesday 1 December at 10:00", "Move to …": a time's name for a screen reader. */
function useSlotLabel(zone: string, action: SlotAction) {
  const t = useT();
  const locale = useLocale();
  return (iso: string) =>
    t(action === 'move' ? 'booking.moveToAt' : 'booking.bookAt', {
      day: longDay(iso, zone, locale),
      time: timeIn(iso, zone),
    });
}

/** A refusal (no nutritionist, no hours yet) says the server's words; Retry would not help. */
function SlotsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const refusal = useRefusalText();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && error.fromServer ? (
    <QueryError message={refusal(error, error.message)} />
  ) : (
    <QueryError message={t('booking.slotsFailed')} onRetry={onRetry} />
  );
}

/** "Next free: Tue 1 Dec, 10:00", one tap to book it; nothing while it is looked for. */
function NextFree({
  zone,
  clientId,
  action,
  onPick,
}: {
  zone: string;
  clientId?: number;
  action: SlotAction;
  onPick: (slot: Slot) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const label = useSlotLabel(zone, action);
  const next = useNextFreeSlot(zone, useBookingHorizon(clientId), clientId);
  if (!next.data) return null;
  const slot = next.data;
  return (
    <Button variant="accent" onClick={() => onPick(slot)} title={label(slot.start)}>
      <Zap aria-hidden size={18} />{' '}
      {t('booking.nextFree', { when: shortWhen(slot.start, zone, locale) })}
    </Button>
  );
}

/**
 * A week of free slots (Monday to Sunday) in the viewer's zone, from this week on: seven
 * columns from 640 px, a list of days with wrapping time chips on a phone. Picking a time
 * hands it to `onPick` (the caller confirms before booking).
 */
export function WeekSlots({
  clientId,
  action = 'book',
  onPick,
}: {
  /** The client a nutritionist books for; a client leaves it out (her own nutritionist). */
  clientId?: number;
  /** What each time's spoken name says picking it does: "Book …", "Move to …". */
  action?: SlotAction;
  onPick: (slot: Slot) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const zone = viewerZone();
  const thisWeek = mondayOf(localToday());
  // Nothing can be booked past the horizon, so there is no week to show after it.
  const horizon = useBookingHorizon(clientId);
  const lastWeek = mondayOf(addDays(localToday(), horizon));
  const [monday, setMonday] = useState(thisWeek);
  const slots = useQuery(weekSlotsQuery(monday, zone, clientId));
  const refused = slots.error instanceof ApiError && slots.error.status < 500;

  return (
    <div className="space-y-4">
      {!refused && <NextFree zone={zone} clientId={clientId} action={action} onPick={onPick} />}
      <p className="text-sm text-stone-600">
        {t('booking.timesIn', { zone: zoneName(zone, new Date(), locale) })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => setMonday(addDays(monday, -7))}
          disabled={monday <= thisWeek}
        >
          <ChevronLeft aria-hidden size={18} /> {t('booking.previousWeek')}
        </Button>
        <p className="font-semibold text-stone-900" aria-live="polite">
          {weekdayName(monday, locale)} – {weekdayName(addDays(monday, 6), locale)}
        </p>
        <Button
          variant="secondary"
          onClick={() => setMonday(addDays(monday, 7))}
          disabled={monday >= lastWeek}
        >
          {t('booking.nextWeek')} <ChevronRight aria-hidden size={18} />
        </Button>
      </div>
      {slots.isPending ? (
        <LoadingBlock label={t('booking.loadingSlots')}>
          <Skeleton className="h-40 w-full" />
        </LoadingBlock>
      ) : slots.isError ? (
        <SlotsError error={slots.error} onRetry={() => void slots.refetch()} />
      ) : slots.data.length === 0 ? (
        <p className="text-stone-700">{t('booking.noSlots')}</p>
      ) : (
        <WeekGrid monday={monday} slots={slots.data} zone={zone} action={action} onPick={onPick} />
      )}
    </div>
  );
}

function WeekGrid({
  monday,
  slots,
  zone,
  action,
  onPick,
}: {
  monday: string;
  slots: readonly Slot[];
  zone: string;
  action: SlotAction;
  onPick: (slot: Slot) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const label = useSlotLabel(zone, action);
  const byDay = slotsByDay(slots, zone);
  return (
    <ul className="grid gap-3 sm:grid-cols-7 sm:gap-2">
      {weekOf(monday).map((day) => {
        const times = byDay.get(day) ?? [];
        return (
          <li key={day} className="min-w-0 rounded-lg border border-stone-200 p-2">
            <h3 className="mb-2 text-sm font-semibold text-stone-800">
              {weekdayName(day, locale)}
            </h3>
            {times.length === 0 ? (
              <p className="text-xs text-stone-500">{t('booking.noFreeTimes')}</p>
            ) : (
              <div className="flex flex-wrap gap-2 sm:flex-col">
                {times.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    onClick={() => onPick(slot)}
                    aria-label={label(slot.start)}
                    className="min-h-11 rounded-lg border border-emerald-700 px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
                  >
                    {timeIn(slot.start, zone)}
                  </button>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
