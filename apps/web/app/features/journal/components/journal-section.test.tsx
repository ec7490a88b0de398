import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import { journalComment, journalEntry, journalWeek } from '#web-test/fixtures/client-record.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { addDays } from '#web/lib/format.ts';
import { JournalSection } from './journal-section.tsx';

startMockApi();

const JOURNAL = '/clients/7/journal';
const show = () => renderScreen(<JournalSection clientId={7} />, { role: 'nutritionist' });

const breakfast = journalEntry('2026-11-23', {
  id: 41,
  photoUrl: '/api/journal-photos/0b7c.jpg?exp=1&sig=abc',
  note: 'Ate at the office',
});
const loggedWeek = journalWeek(
  {
    '2026-11-23': {
      entries: [breakfast],
      eaten: breakfast.totals,
      water: 5,
      habits: [
        { id: 1, title: '20-minute walk after dinner', done: true },
        { id: 2, title: 'No sugar in tea', done: false },
      ],
    },
  },
  { mealsLoggedPct: 33.3, energyOnTargetPct: 0, daysLogged: 1 },
);

describe('the journal on her client’s record', () => {
  itShowsReadStates({
    path: JOURNAL,
    show,
    loading: { status: 'Loading the journal…' },
    empty: {
      answer: journalWeek(),
      says: 'Nothing logged between 17 Nov 2026 and 23 Nov 2026.',
      // A week with nothing logged has no adherence to speak of.
      also: () => expect(screen.queryByLabelText('Adherence')).toBeNull(),
    },
    failed: { says: 'Could not load the journal. Please try again later.' },
  });

  it('shows each day planned against eaten, what she ate with her photo, water, habits and the week’s adherence', async () => {
    answer('get', JOURNAL, loggedWeek);
    show();
    const figures = await screen.findByLabelText('Adherence');
    expect(figures).toHaveTextContent('Planned meals logged33 %');
    expect(figures).toHaveTextContent('Days with energy within 10 % of target0 %');
    expect(figures).toHaveTextContent('Days logged1 of 7');

    const monday = screen.getByRole('region', { name: 'Mon, 23 Nov' });
    expect(monday).toHaveTextContent('1 of 3 planned meals logged');
    const energy = within(monday).getByRole('row', { name: /^Energy/ });
    expect(
      within(energy)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1,500 kcal', '360 kcalbelow target']);
    expect(monday).toHaveTextContent('Water: 5 of 8 glasses');
    const habits = within(monday).getByRole('list', { name: 'Habits, Mon, 23 Nov' });
    expect(
      within(habits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20-minute walk after dinner: done', 'No sugar in tea: not done']);

    const entry = within(monday).getByRole('article', { name: 'Breakfast, Mon, 23 Nov' });
    expect(entry).toHaveTextContent('2 katori Poha (300 g)');
    expect(entry).toHaveTextContent('Cup of tea, less sugar');
    expect(entry).toHaveTextContent('“Ate at the office”');
    expect(within(entry).getByRole('img')).toHaveAttribute('src', breakfast.photoUrl);
    // A day she logged nothing on still shows, so a gap is plain to see.
    expect(screen.getByRole('region', { name: 'Sun, 22 Nov' })).toHaveTextContent('Nothing logged');
  });

  it('pages back a week at a time and forward again, never past today', async () => {
    const asked: { from: string | null; to: string | null }[] = [];
    apiServer.use(
      http.get(`*/api${JOURNAL}`, ({ request }) => {
        const url = new URL(request.url);
        asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
        return HttpResponse.json(journalWeek());
      }),
    );
    show();
    const newer = await screen.findByRole('button', { name: 'Newer' });
    expect(newer).toBeDisabled();
    await screen.findByText(/^Nothing logged between/);
    const today = asked[0]!.to!;
    expect(asked[0]).toEqual({ from: addDays(today, -6), to: today });

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('status');
    await screen.findByText(/^Nothing logged between/);
    expect(asked.at(-1)).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(newer).toBeEnabled();

    fireEvent.click(newer);
    await screen.findByText(/^Nothing logged between/);
    expect(newer).toBeDisabled();
  });

  it('sends her comment on an entry and shows it under the entry', async () => {
    answer('get', JOURNAL, loggedWeek);
    show();
    const entry = await screen.findByRole('article', { name: 'Breakfast, Mon, 23 Nov' });
    fireEvent.click(
      within(entry).getByRole('button', { name: 'Comment on Breakfast, Mon, 23 Nov' }),
    );

    fireEvent.click(within(entry).getByRole('button', { name: 'Send comment' }));
    expect(await within(entry).findByText(journalMessages.commentRequired)).toBeVisible();

    const comment = journalComment(41, 'Good protein start. Add a fruit mid-morning.');
    const sent = recordCalls('post', '/journal/41/comments', comment, 201);
    // What the journal answers once the comment is saved.
    answer('get', JOURNAL, {
      ...loggedWeek,
      days: loggedWeek.days.map((day) =>
        day.date === '2026-11-23'
          ? { ...day, entries: [{ ...breakfast, comments: [comment] }] }
          : day,
      ),
    });
    fireEvent.change(within(entry).getByLabelText('Comment'), {
      target: { value: '  Good protein start. Add a fruit mid-morning. ' },
    });
    fireEvent.click(within(entry).getByRole('button', { name: 'Send comment' }));

    const comments = await screen.findByRole('list', {
      name: 'Comments on Breakfast, Mon, 23 Nov',
    });
    expect(comments).toHaveTextContent('Good protein start. Add a fruit mid-morning.');
    expect(comments).toHaveTextContent('Asha Rao');
    expect(sent).toEqual([{ text: 'Good protein start. Add a fruit mid-morning.' }]);
    expect(screen.queryByLabelText('Comment')).toBeNull();
  });
});
