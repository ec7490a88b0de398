import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  MEAL_SLOTS,
  MEAL_TYPES,
  type Journal,
  type MealSlot,
  type PlanMealView,
} from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useWaitingWrites } from '#web/lib/offline/use-send-waiting.ts';
import { useOnline } from '#web/lib/pwa/online.ts';
import { isPlanned } from '#web/components/nutrition/plan-days.ts';
import { journalQuery, mealPlanQuery } from '#web/features/journal/api/journal-api.ts';
import { emptyJournal } from '#web/features/journal/empty-journal.ts';
import { latestRecordDay } from '#web/lib/format.ts';
import { shownDate, weekdayOf } from '#web/features/journal/journal-dates.ts';
import { dayWithWaiting, waitingOn, type WaitingOnDay } from '#web/features/journal/waiting.ts';
import { DateSwitcher } from './date-switcher.tsx';
import { DayTotals } from './day-totals.tsx';
import { LogMealDialog, type FoodSearch } from './log-meal-dialog.tsx';
import { SetAsideWrites } from './set-aside-writes.tsx';
import { MealSlotSection, OtherMeals } from './meal-slot.tsx';
import { HabitsCard, WaterCard } from './tracking-cards.tsx';

const SPEC_MEALS: readonly MealSlot[] = MEAL_TYPES;

/** The English of journal.offlineDay, which tests look for. */
export const OFFLINE_DAY_NOTE = 'You are offline; this day will fill in when you are back online.';

function JournalSkeleton() {
  const t = useT();
  return (
    <LoadingBlock label={t('journal.loading')}>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-32 w-full" />
          ))}
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
    </LoadingBlock>
  );
}

/** "2 waiting to send": what this phone still has to send, said once and politely. */
function WaitingStatus({ count }: { count: number }) {
  const t = useT();
  return (
    // Always in the page (a live region must exist before it speaks); out of sight at 0.
    <p role="status" className={count > 0 ? 'text-sm font-medium' : 'sr-only'}>
      {count > 0 && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-amber-900">
          <CloudUpload aria-hidden size={16} />
          {t('journal.waitingCount', { count })}
        </span>
      )}
    </p>
  );
}

/** The day's slots: the four meals of the day, and any other she has a plan or a log for. */
function slotsOf(planned: readonly MealSlot[], logged: ReadonlySet<MealSlot>) {
  return MEAL_SLOTS.filter(
    (slot) => SPEC_MEALS.includes(slot) || planned.includes(slot) || logged.has(slot),
  );
}

function Day({
  clientId,
  journal,
  date,
  plannedMeals,
  waiting,
  foodSearch,
}: {
  clientId: number;
  journal: Journal;
  date: string;
  plannedMeals: PlanMealView[];
  waiting: WaitingOnDay;
  foodSearch: FoodSearch;
}) {
  const t = useT();
  const [logging, setLogging] = useState<MealSlot | null>(null);
  const saved = journal.days.find((d) => d.date === date);
  if (!saved) return <QueryError message={t('journal.loadFailed')} />;
  const day = dayWithWaiting(saved, waiting);
  const logged = new Set([...day.entries, ...waiting.entries].map((entry) => entry.meal));
  const slots = slotsOf(day.plannedMeals, logged);
  const others = MEAL_SLOTS.filter((slot) => !slots.includes(slot));
  const plannedFor = (slot: MealSlot) => {
    const meal = plannedMeals.find((m) => m.meal === slot);
    return meal && meal.items.length > 0 ? meal : null;
  };
  return (
    // One order for eyes, keyboard and screen readers: water and habits (the quickest
    // taps), the meals, the totals. Wide, the meals span both rows on the left; the first
    // row is as tall as water and habits and the second takes the rest, so the totals sit
    // right under the habits.
    <div className="grid gap-4 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
      <div className="space-y-4 lg:col-start-3 lg:row-start-1">
        <WaterCard
          clientId={clientId}
          date={date}
          glasses={day.water}
          target={journal.waterTarget}
        />
        <HabitsCard clientId={clientId} date={date} habits={day.habits} />
      </div>
      <div className="space-y-4 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <h2 className="sr-only">{t('journal.meals')}</h2>
        {slots.map((slot) => (
          <MealSlotSection
            key={slot}
            clientId={clientId}
            date={date}
            slot={slot}
            planned={plannedFor(slot)}
            entries={day.entries.filter((entry) => entry.meal === slot)}
            waiting={waiting.entries.filter((entry) => entry.meal === slot)}
            onLog={setLogging}
          />
        ))}
        {others.length > 0 && <OtherMeals slots={others} onLog={setLogging} />}
      </div>
      <div className="lg:col-start-3 lg:row-start-2 lg:self-start">
        <DayTotals day={day} targets={journal.targets} />
      </div>
      {logging && (
        <LogMealDialog
          clientId={clientId}
          date={date}
          meal={logging}
          foodSearch={foodSearch}
          onClose={() => setLogging(null)}
        />
      )}
    </div>
  );
}

/**
 * Her journal day by day (issue 16): the date switcher, water and habits one tap each,
 * each meal with what she logged and what was planned, and eaten vs planned. The page
 * gives the food search a meal is logged with.
 */
export function JournalPage({
  clientId,
  foodSearch,
  today = latestRecordDay(),
}: {
  clientId: number;
  foodSearch: FoodSearch;
  today?: string;
}) {
  const [params, setParams] = useSearchParams();
  const date = shownDate(params.get('date'), today);
  const t = useT();
  const queryClient = useQueryClient();
  const online = useOnline();
  const journal = useQuery(journalQuery(clientId, date));
  // Offline with nothing loaded for this day: an empty day she can log on (the write is
  // kept on the phone) instead of a skeleton that would wait for the connection.
  const offlineDay =
    !journal.data && !online ? emptyJournal(queryClient, clientId, date) : undefined;
  const shown = journal.data ?? offlineDay;
  const plan = useQuery(mealPlanQuery(clientId));
  const waiting = useWaitingWrites(clientId);
  const weekday = weekdayOf(date);
  const plannedMeals = (plan.data?.days.find((d) => d.day === weekday)?.meals ?? []).filter(
    isPlanned,
  );
  const show = (next: string) => setParams(next === today ? {} : { date: next });

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DateSwitcher date={date} today={today} days={journal.data?.days} onChange={show} />
      <WaitingStatus count={waiting.length} />
      <SetAsideWrites userId={clientId} />
      {offlineDay && <p className="text-sm text-stone-700">{t('journal.offlineDay')}</p>}
      {shown ? (
        <Day
          clientId={clientId}
          journal={shown}
          date={date}
          plannedMeals={plannedMeals}
          waiting={waitingOn(waiting, date)}
          foodSearch={foodSearch}
        />
      ) : journal.isError ? (
        <QueryError
          message={t('journal.loadFailed')}
          onRetry={() => void journal.refetch()}
          error={journal.error}
        />
      ) : (
        <JournalSkeleton />
      )}
    </div>
  );
}
