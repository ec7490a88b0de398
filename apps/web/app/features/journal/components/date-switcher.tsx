import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { JournalDay } from '@nourishwell/shared';
import {
  addDays,
  dayName,
  dayOfMonth,
  fullDay,
  weekdayShort,
  windowEndingOn,
} from '#web/features/journal/journal-dates.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

const arrow =
  'flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** The days of the read, oldest first; before it answers, the dates alone. */
function stripDays(date: string, days: readonly JournalDay[] | undefined) {
  const { from } = windowEndingOn(date);
  return Array.from({ length: 7 }, (_, index) => {
    const iso = addDays(from, index);
    const day = days?.find((d) => d.date === iso);
    return { iso, logged: (day?.entries.length ?? 0) > 0 };
  });
}

/**
 * ← the day → (never past today), and the week before it with a dot on each day she
 * logged, so a missed day shows at a glance and is one tap away.
 */
export function DateSwitcher({
  date,
  today,
  days,
  onChange,
}: {
  date: string;
  today: string;
  days: readonly JournalDay[] | undefined;
  onChange: (date: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t('journal.previousDay')}
          onClick={() => onChange(addDays(date, -1))}
          className={arrow}
        >
          <ChevronLeft aria-hidden size={22} />
        </button>
        <h2 className="min-w-0 text-center text-lg font-semibold text-stone-900" aria-live="polite">
          {dayName(date, today, t, locale)}
          {date >= addDays(today, -1) && (
            <span className="block text-sm font-normal text-stone-700">
              {fullDay(date, locale)}
            </span>
          )}
        </h2>
        <button
          type="button"
          aria-label={t('journal.nextDay')}
          onClick={() => onChange(addDays(date, 1))}
          disabled={date >= today}
          className={arrow}
        >
          <ChevronRight aria-hidden size={22} />
        </button>
      </div>
      <ul aria-label={t('journal.weekBefore')} className="grid grid-cols-7 gap-1">
        {stripDays(date, days).map(({ iso, logged }) => (
          <li key={iso}>
            <button
              type="button"
              onClick={() => onChange(iso)}
              aria-current={iso === date ? 'date' : undefined}
              aria-label={
                logged
                  ? t('journal.dayLogged', { day: fullDay(iso, locale) })
                  : fullDay(iso, locale)
              }
              className={`flex min-h-12 w-full flex-col items-center justify-center rounded-lg text-xs ${
                iso === date
                  ? 'bg-emerald-700 font-semibold text-white'
                  : 'bg-white text-stone-800 hover:bg-stone-100'
              }`}
            >
              <span>{weekdayShort(iso, locale)}</span>
              <span className="text-sm font-semibold">{dayOfMonth(iso)}</span>
              <span
                aria-hidden
                className={`mt-0.5 h-1.5 w-1.5 rounded-full ${
                  logged ? (iso === date ? 'bg-white' : 'bg-emerald-600') : 'bg-transparent'
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
