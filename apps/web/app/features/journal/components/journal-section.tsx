import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Adherence, Journal } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { addDays, formatDay, localToday } from '#web/lib/format.ts';
import { clientJournalQuery } from '#web/features/journal/api/client-journal-api.ts';
import { JournalDayView } from './journal-day.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

/** One page of the journal: a week, so seven days fit one screen without a long read. */
export const JOURNAL_PAGE_DAYS = 7;

/** The page `weeksBack` weeks before the one that ends today. */
export function journalRange(today: string, weeksBack: number) {
  const to = addDays(today, -JOURNAL_PAGE_DAYS * weeksBack);
  return { from: addDays(to, -(JOURNAL_PAGE_DAYS - 1)), to };
}

const percent = (value: number | null, without: string) =>
  value === null ? without : `${Math.round(value)} %`;

/** How closely the range kept to the plan, in the three figures the journal read gives. */
function AdherenceSummary({ adherence }: { adherence: Adherence }) {
  const figures: [string, string][] = [
    ['Planned meals logged', percent(adherence.mealsLoggedPct, 'No plan')],
    ['Days with energy within 10 % of target', percent(adherence.energyOnTargetPct, 'No target')],
    ['Days logged', `${adherence.daysLogged} of ${adherence.days}`],
  ];
  return (
    <dl aria-label="Adherence" className="grid gap-2 sm:grid-cols-3">
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
  if (isEmpty(journal))
    return (
      <p className="text-stone-700">
        Nothing logged between {formatDay(journal.from)} and {formatDay(journal.to)}.
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
  const [weeksBack, setWeeksBack] = useState(0);
  const range = journalRange(localToday(), weeksBack);
  const journal = useQuery(clientJournalQuery(clientId, range));
  const pager = (
    <nav aria-label="Journal weeks" className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => setWeeksBack((w) => w + 1)}>
        <span aria-hidden>←</span> Older
      </Button>
      <span className="text-sm text-stone-700 tabular-nums">
        {formatDay(range.from)} – {formatDay(range.to)}
      </span>
      <Button
        variant="secondary"
        disabled={weeksBack === 0}
        onClick={() => setWeeksBack((w) => Math.max(0, w - 1))}
      >
        Newer <span aria-hidden>→</span>
      </Button>
    </nav>
  );
  return (
    <Card title="Journal" action={pager}>
      <SectionState read={journal} what="the journal" />
      {journal.data && <JournalBody journal={journal.data} />}
    </Card>
  );
}
