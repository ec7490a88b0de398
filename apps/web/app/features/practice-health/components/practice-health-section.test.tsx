import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PracticeHealth, PracticeHealthMonth } from '@nourishwell/shared';
import { catchDownloads } from '#web-test/downloads.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { PracticeHealthSection } from './practice-health-section.tsx';

startMockApi();

const month = (index: number, figures: Partial<PracticeHealthMonth> = {}): PracticeHealthMonth => ({
  month: `2026-${String(index + 1).padStart(2, '0')}`,
  activeClients: 0,
  newClients: 0,
  lostClients: 0,
  retention3Pct: null,
  retention6Pct: null,
  adherencePct: null,
  sessionsHeld: 0,
  sessionsPerNutritionistWeek: 0,
  revenuePaise: 0,
  ...figures,
});

const empty: PracticeHealth = {
  timeZone: 'Asia/Kolkata',
  months: Array.from({ length: 12 }, (_, i) => month(i)),
  nutritionistsLast4Weeks: [],
};

const busy: PracticeHealth = {
  ...empty,
  months: [
    ...empty.months.slice(0, 10),
    month(10, { activeClients: 40, adherencePct: 70, revenuePaise: 5_000_000, retention3Pct: 80 }),
    month(11, {
      activeClients: 43,
      newClients: 5,
      lostClients: 2,
      adherencePct: 65,
      retention3Pct: 80,
      sessionsHeld: 30,
      sessionsPerNutritionistWeek: 2.5,
      revenuePaise: 4_500_050,
    }),
  ],
  nutritionistsLast4Weeks: [
    { nutritionistId: 7, name: 'Asha Rao', sessionsHeld: 10, perWeek: 2.5 },
  ],
};

const show = () => renderScreen(<PracticeHealthSection />, { role: 'admin' });
const card = (name: string) => within(screen.getByRole('article', { name }));
/** The figure a card shows: the line under its heading (its table repeats it for readers). */
const figure = (name: string) => screen.getByRole('heading', { name }).nextElementSibling;

describe('the admin’s Practice health', () => {
  itShowsReadStates({
    path: '/admin/practice-health',
    show,
    loading: { status: 'Loading practice health…' },
    empty: {
      answer: empty,
      says: /Nothing to show yet/,
      also: () => expect(screen.queryByRole('article')).toBeNull(),
    },
    failed: { says: 'Could not load practice health. Please try again.' },
  });

  it('shows each metric’s figure, its change in words, its chart and its months', async () => {
    answer('get', '/admin/practice-health', busy);
    show();
    await screen.findByRole('article', { name: 'Active clients' });
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(figure('Active clients')).toHaveTextContent('43');
    expect(card('Active clients').getByText('Up 3 from last month')).toBeVisible();
    expect(figure('Average journal adherence')).toHaveTextContent('65%');
    expect(
      card('Average journal adherence').getByText('Down 5 points from last month'),
    ).toBeVisible();
    expect(card('Retention at 3 months').getByText('Same as last month')).toBeVisible();
    expect(figure('Retention at 6 months')).toHaveTextContent('No figure');
    expect(figure('Revenue this month')).toHaveTextContent('₹45,000.50');
    expect(card('Revenue this month').getByText('Down ₹4,999.50 from last month')).toBeVisible();
    expect(
      card('Active clients').getByRole('img', { name: 'Active clients, last 12 months' }),
    ).toBeInTheDocument();
    const months = card('Active clients').getByRole('table', {
      name: 'Active clients, last 12 months',
    });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('row', { name: 'Dec 2026 43' })).toBeInTheDocument();
    const team = screen.getByRole('table', {
      name: 'Sessions held in the last 4 weeks, by nutritionist',
    });
    expect(within(team).getByRole('row', { name: 'Asha Rao 10 2.5' })).toBeInTheDocument();
  });

  it('downloads every figure, or one metric’s, as CSV with her token', async () => {
    answer('get', '/admin/practice-health', busy);
    const asked: string[] = [];
    apiServer.use(
      http.get('*/api/admin/practice-health.csv', ({ request }) => {
        const metric = new URL(request.url).searchParams.get('metric');
        asked.push(`${metric ?? 'all'} ${request.headers.get('authorization')}`);
        return new HttpResponse('"Month"\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="health-${metric ?? 'all'}.csv"`,
          },
        });
      }),
    );
    const saved = catchDownloads();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV (all figures)' }));
    await waitFor(() => expect(saved).toEqual(['health-all.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Download the CSV of Lost this month' }));
    await waitFor(() => expect(saved).toEqual(['health-all.csv', 'health-lostClients.csv']));
    expect(asked).toEqual(['all Bearer test-token', 'lostClients Bearer test-token']);
  });
});
