import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Adherence, Journal, Translate } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { addDays, localToday } from '#web/lib/format.ts';
import { clientJournalQuery } from '#web/features/journal/api/client-journal-api.ts';
import { dayMonthYear } from '#web/features/journal/journal-dates.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { JournalDayView } from './journal-day.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

/** One page of the journal: a week, so seven days fit one screen without a long read. */
export const JOURNAL_PAGE_DAYS = 7;

/** The page `weeksBack` weeks before the one that ends today. */
export function journalRange(today: string, weeksBack: number) {
  const to = addDays(today, -JOURNAL_PAGE_DAYS * weeksBack);
  return { from: addDays(to, -(JOURNAL_PAGE_DAYS - 1)), to };
}

const percent = (t: Translate, value: number | null, without: string) =>
  value === null ? without : t('journal.percent', { value: Math.round(value) });

/** How closely the range kept to the plan, in the three figures the journal read gives. */
function AdherenceSummary({ adherence }: { adherence: Adherence }) {
  const t = useT();
  const figures: [string, string][] = [
    [t('journal.plannedMealsLogged'), percent(t, adherence.mealsLoggedPct, t('journal.noPlan'))],
    [t('journal.energyOnTarget'), percent(t, adherence.energyOnTargetPct, t('journal.noTarget'))],
    [
      t('journal.daysLogged'),
      t('journal.xOfY', { count: adherence.daysLogged, total: adherence.days }),
    ],
  ];
  return (
    <dl aria-label={t('journal.adherence')} className="grid gap-2 sm:grid-cols-3">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-lg bg-emerald-50 px-3 py-2">
          <dt className="text-xs text-stone-700">{term}</dt>
          <dd className="text-lg font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Nothing in the range at all: no meal, no water, no habit. */
const isEmpty = (journal: Journal) =>
  journal.days.every(
    (day) => day.entries.length === 0 && day.water === 0 && !day.habits.some((h) => h.done),
  );

function JournalBody({ journal }: { journal: Journal }) {
  const t = useT();
  const locale = useLocale();
  if (isEmpty(journal))
    return (
      <p className="text-stone-700">
        {t('journal.nothingBetween', {
          from: dayMonthYear(journal.from, locale),
          to: dayMonthYear(journal.to, locale),
        })}
      </p>
    );
  // Newest first: the days she asks about most are the last few.
  const days = [...journal.days].reverse();
  return (
    <div className="space-y-3">
      <AdherenceSummary adherence={journal.adherence} />
      {days.map((day) => (
        <JournalDayView key={day.date} day={day} waterTarget={journal.waterTarget} />
      ))}
    </div>
  );
}

/** Her client's journal a week at a time, with ← older / newer → paging. */
export function JournalSection({ clientId }: { clientId: number }) {
  const t = useT();
  const locale = useLocale();
  const [weeksBack, setWeeksBack] = useState(0);
  const range = journalRange(localToday(), weeksBack);
  const journal = useQuery(clientJournalQuery(clientId, range));
  const pager = (
    <nav aria-label={t('journal.weeks')} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => setWeeksBack((w) => w + 1)}>
        <span aria-hidden>←</span> {t('journal.older')}
      </Button>
      <span className="text-sm text-stone-700 tabular-nums">
        {dayMonthYear(range.from, locale)} – {dayMonthYear(range.to, locale)}
      </span>
      <Button
        variant="secondary"
        disabled={weeksBack === 0}
        onClick={() => setWeeksBack((w) => Math.max(0, w - 1))}
      >
        {t('journal.newer')} <span aria-hidden>→</span>
      </Button>
    </nav>
  );
  return (
    <Card title={t('journal.title')} action={pager}>
      <SectionState read={journal} what="the journal" />
      {journal.data && <JournalBody journal={journal.data} />}
    </Card>
  );
}
