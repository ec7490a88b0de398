import { Check, GlassWater, Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { JOURNAL_LIMITS, type JournalDay } from '@nourishwell/shared';
import { useCheckHabit, useWaterStep } from '#web/features/journal/api/journal-api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const card = 'rounded-2xl border border-stone-200 bg-white p-4';
const bigButton =
  'flex h-12 w-12 shrink-0 items-center justify-center rounded-full border-2 text-stone-900 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Glasses of water against her target: one tap adds or takes away a glass, sent as the
 * day's count (so a repeat changes nothing).
 */
export function WaterCard({
  clientId,
  date,
  glasses,
  target,
}: {
  clientId: number;
  date: string;
  glasses: number;
  target: number;
}) {
  const t = useT();
  const headingId = useId();
  const step = useWaterStep(clientId);
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-semibold text-stone-900">
        {t('journal.water')}
      </h2>
      <div className="mt-3 flex items-center justify-between gap-3">
        <button
          type="button"
          aria-label={t('journal.glassLess')}
          onClick={() => step(date, glasses, -1)}
          disabled={glasses <= 0}
          className={`${bigButton} border-stone-300 bg-white hover:bg-stone-100`}
        >
          <Minus aria-hidden size={22} />
        </button>
        <p className="text-center" aria-live="polite">
          <span className="block text-2xl font-bold text-stone-900 tabular-nums">
            {glasses}{' '}
            <span className="text-base font-medium text-stone-700">
              {t('journal.ofTarget', { target })}
            </span>
          </span>
          <span className="text-sm text-stone-700">{t('journal.glasses')}</span>
        </p>
        <button
          type="button"
          aria-label={t('journal.glassMore')}
          onClick={() => step(date, glasses, 1)}
          disabled={glasses >= JOURNAL_LIMITS.waterGlassesMax}
          className={`${bigButton} border-sky-700 bg-sky-700 text-white hover:bg-sky-800`}
        >
          <Plus aria-hidden size={22} />
        </button>
      </div>
      <div aria-hidden className="mt-3 flex flex-wrap justify-center gap-1">
        {Array.from({ length: Math.max(target, glasses) }, (_, index) => (
          <GlassWater
            key={index}
            size={20}
            className={index < glasses ? 'text-sky-700' : 'text-stone-300'}
          />
        ))}
      </div>
    </section>
  );
}

/** Her daily habits as switches: one tap marks one done or not done for the day. */
export function HabitsCard({
  clientId,
  date,
  habits,
}: {
  clientId: number;
  date: string;
  habits: JournalDay['habits'];
}) {
  const t = useT();
  const headingId = useId();
  const check = useCheckHabit(clientId);
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-semibold text-stone-900">
        {t('journal.habits')}
      </h2>
      {habits.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t('journal.noHabits')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {habits.map((habit) => (
            <li key={habit.id}>
              <button
                type="button"
                role="switch"
                aria-checked={habit.done}
                onClick={() =>
                  check.mutate({
                    params: { clientId, habitId: habit.id, date },
                    body: { done: !habit.done },
                  })
                }
                className={`flex min-h-12 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left text-sm font-medium ${
                  habit.done
                    ? 'border-emerald-700 bg-emerald-50 text-emerald-900'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
                }`}
              >
                <span
                  aria-hidden
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 ${
                    habit.done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-stone-400'
                  }`}
                >
                  {habit.done && <Check size={16} />}
                </span>
                <span className="min-w-0 break-words">{habit.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
