import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TodayItem } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { booking } from '#web-test/fixtures/booking-records.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import NutritionistToday from './today.tsx';

startMockApi();

const show = () => renderScreen(<NutritionistToday />, { role: 'nutritionist' });
const item = (over: Partial<TodayItem>): TodayItem => ({
  clientId: 8,
  name: 'Priya Nair',
  reason: 'noJournal',
  occurrence: '2026-11-20',
  detail: { days: 4, lastDay: '2026-11-20' },
  since: '2026-11-21T00:00:00.000Z',
  ...over,
});

describe('the nutritionist’s Today page', () => {
  itShowsReadStates({
    path: '/today',
    show,
    loading: 'Loading your day…',
    empty: {
      answer: { sessions: [], items: [] },
      says: 'Nobody needs you right now.',
      also: () => expect(screen.getByText('No sessions today.')).toBeVisible(),
    },
    failed: { says: 'Your day could not be loaded.' },
  });

  it('lists each client with the reason in words and the action that answers it', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    answer('get', '/today', {
      sessions: [booking(soon)],
      items: [
        item({ reason: 'unreadMessages', occurrence: '91', detail: { count: 2 } }),
        item({}),
        item({
          clientId: 7,
          name: 'Meera Iyer',
          reason: 'labOutOfRange',
          detail: { tests: 'HbA1c', count: 1 },
        }),
        item({
          clientId: 7,
          name: 'Meera Iyer',
          reason: 'packageEnding',
          detail: { days: 5, package: 'Gold' },
        }),
      ],
    });
    show();
    expect(await screen.findByText('No journal for 4 days')).toBeVisible();
    expect(screen.getByText('2 unread messages')).toBeVisible();
    expect(screen.getByText('HbA1c out of range')).toBeVisible();
    expect(screen.getByText('Gold package ends in 5 days')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message her: Priya Nair' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/messages?with=8',
    );
    expect(screen.getByRole('link', { name: 'Open labs: Meera Iyer' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/clients/7',
    );
    expect(screen.getByRole('link', { name: 'Renew package: Meera Iyer' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Meera Iyer' }).length).toBeGreaterThan(0);
  });

  it('snoozes an item for the days she picks and marks another done', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post('/api/today/marks', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Saved.' });
      }),
    );
    answer('get', '/today', { sessions: [], items: [item({})] });
    show();
    const snooze = await screen.findByRole('button', {
      name: 'Snooze Priya Nair: No journal for 4 days',
    });
    fireEvent.click(snooze);
    const menu = screen.getByRole('group', { name: 'Snooze Priya Nair: No journal for 4 days' });
    fireEvent.click(within(menu).getByRole('button', { name: '3 days' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { clientId: 8, reason: 'noJournal', occurrence: '2026-11-20', action: 'snooze', days: 3 },
      ]),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Done: Priya Nair: No journal for 4 days' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      clientId: 8,
      reason: 'noJournal',
      occurrence: '2026-11-20',
      action: 'done',
    });
  });
});
