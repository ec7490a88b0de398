import { CheckCheck, Plus } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { messages, type JournalEntry, type MealSlot, type PlanMealView } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { newKey } from '#web/lib/offline/new-key.ts';
import { isQueued } from '#web/lib/offline/queued-mutation.ts';
import { useLogEntry } from '#web/features/journal/api/journal-api.ts';
import { useFoodWords } from '#web/components/nutrition/food-words.ts';
import { plannedItems, plannedLines } from '#web/features/journal/entry-input.ts';
import type { WaitingEntry } from '#web/features/journal/waiting.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { formatWholeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { EntryCard, WaitingEntryCard } from './entry-card.tsx';

const failed = apiMessageOr(messages.generic.tryAgain);

/** "Ate as planned": one tap logs the planned items of the meal as what she ate. */
function AteAsPlanned({
  clientId,
  date,
  meal,
}: {
  clientId: number;
  date: string;
  meal: PlanMealView;
}) {
  const t = useT();
  const words = useFoodWords();
  const log = useLogEntry(clientId);
  const label = mealName(t, meal.meal).toLowerCase();
  const logPlanned = () =>
    log.mutate(
      {
        body: {
          date,
          meal: meal.meal,
          items: plannedItems(meal),
          idempotencyKey: newKey(),
        },
        preview: plannedLines(words, meal),
      },
      {
        onSuccess: (result) =>
          isQueued(result)
            ? void toast(t('journal.queued'))
            : void toast.success(t('journal.saved')),
        onError: (error) => void toast.error(failed(error)),
      },
    );
  return (
    <Button onClick={logPlanned} disabled={log.isPending}>
      <CheckCheck aria-hidden size={18} />
      {log.isPending ? t('journal.logging') : t('journal.ateAsPlanned')}
      <span className="sr-only"> {t('journal.forMeal', { meal: label })}</span>
    </Button>
  );
}

/**
 * One meal of the day: marked when it is planned (with what was planned, until she logs
 * it), what she logged, what waits on the phone, and the ways to log it.
 */
export function MealSlotSection({
  clientId,
  date,
  slot,
  planned,
  entries,
  waiting,
  onLog,
}: {
  clientId: number;
  date: string;
  slot: MealSlot;
  /** The plan's meal for this slot, when it has items. */
  planned: PlanMealView | null;
  entries: JournalEntry[];
  waiting: WaitingEntry[];
  onLog: (slot: MealSlot) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const words = useFoodWords();
  const headingId = useId();
  const label = mealName(t, slot);
  const logged = entries.length + waiting.length > 0;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-4 ${planned ? 'border-emerald-200' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-stone-900">
          {label}
          {planned && <Badge tone="green">{t('journal.planned')}</Badge>}
        </h3>
        {planned && (
          <span className="text-sm text-stone-700 tabular-nums">
            {t('journal.kcalPlanned', { kcal: formatWholeIn(locale, planned.totals.kcal) })}
          </span>
        )}
      </div>
      {planned && !logged && (
        <div className="mt-2 text-sm text-stone-700">
          <p className="sr-only">{t('journal.plannedList')}</p>
          <ul className="list-inside list-disc">
            {plannedLines(words, planned).map((line, index) => (
              <li key={index} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
      {logged && (
        <div className="mt-3 space-y-2">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
          {waiting.map((entry) => (
            <WaitingEntryCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {planned && !logged && <AteAsPlanned clientId={clientId} date={date} meal={planned} />}
        <Button variant="secondary" onClick={() => onLog(slot)}>
          <Plus aria-hidden size={18} />
          {t(logged ? 'journal.addToMeal' : 'journal.logMeal', { meal: label.toLowerCase() })}
        </Button>
      </div>
    </section>
  );
}

/** The optional meals of the day she has neither a plan nor a log for: one tap to log one. */
export function OtherMeals({
  slots,
  onLog,
}: {
  slots: readonly MealSlot[];
  onLog: (slot: MealSlot) => void;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-stone-800">
        {t('journal.anotherMeal')}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {slots.map((slot) => (
          <Button key={slot} variant="ghost" onClick={() => onLog(slot)}>
            <Plus aria-hidden size={16} /> {mealName(t, slot)}
          </Button>
        ))}
      </div>
    </section>
  );
}
