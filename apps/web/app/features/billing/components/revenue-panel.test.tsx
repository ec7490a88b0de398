import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { catchDownloads } from '#web-test/downloads.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { revenueRecord } from '#web-test/fixtures/billing-records.ts';
import { RevenuePanel } from './revenue-panel.tsx';

startMockApi();

const show = () => renderScreen(<RevenuePanel />, { role: 'admin' });
const table = (name: string) => within(screen.getByRole('table', { name }));
const rowsOf = (name: string) => table(name).getAllByRole('row').slice(1);
const heads = (name: string) =>
  table(name)
    .getAllByRole('columnheader')
    .map((head) => head.textContent);

const nothing = revenueRecord({
  months: revenueRecord().months.map((m) => ({ ...m, collectedPaise: 0, refundedPaise: 0 })),
  byPackage: [],
  outstanding: [],
  renewalsDue: [],
  refunds: [],
});

describe('the admin’s Revenue', () => {
  itShowsReadStates({
    path: '/admin/revenue',
    show,
    loading: { status: 'Loading the revenue…' },
    empty: {
      answer: nothing,
      says: 'Nothing is awaiting payment.',
      also: () => {
        expect(screen.getByText('No packages sold yet.')).toBeVisible();
        expect(
          screen.getByText('No package ends in the next 30 days without a renewal.'),
        ).toBeVisible();
        expect(screen.getByText('No refunds yet.')).toBeVisible();
      },
    },
    failed: { says: 'Could not load the revenue. Please try again.' },
  });

  it('shows this month’s and the twelve months’ money, net of refunds', async () => {
    answer('get', '/admin/revenue', revenueRecord());
    show();
    const thisMonth = await screen.findByText('Collected this month');
    expect(thisMonth.parentElement).toHaveTextContent('Collected this month₹5,897.64');
    // ₹5,897.64 this month, ₹2,948.82 in October less its refund of as much.
    expect(screen.getByText('Last 12 months').parentElement).toHaveTextContent(
      'Last 12 months₹5,897.64',
    );
  });

  it('gives the chart’s twelve months as a table too', async () => {
    answer('get', '/admin/revenue', revenueRecord());
    show();
    await screen.findByRole('heading', { name: 'Collected by month' });
    const name = 'Collected and refunded by month';
    expect(heads(name)).toEqual(['Month', 'Collected', 'Refunded', 'Net']);
    const rows = rowsOf(name);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('Dec 2025₹0.00₹0.00₹0.00');
    expect(rows[10]).toHaveTextContent('Oct 2026₹2,948.82₹2,948.82₹0.00');
    expect(rows[11]).toHaveTextContent('Nov 2026₹5,897.64₹0.00₹5,897.64');
  });

  it('lists sales by package, what awaits payment, renewals due and refunds', async () => {
    answer('get', '/admin/revenue', revenueRecord());
    show();
    await screen.findByRole('table', { name: 'By package' });
    expect(heads('By package')).toEqual(['Package', 'Sold', 'Collected']);
    expect(rowsOf('By package')[0]).toHaveTextContent('Weight loss — 3 months3₹8,846.46');

    expect(heads('Awaiting payment')).toEqual(['Client', 'Package', 'Amount', 'Since', 'Pay link']);
    const [owed] = rowsOf('Awaiting payment');
    expect(owed).toHaveTextContent('Meera NairWeight loss — 3 months₹2,948.8220 Nov 2026Open');
    expect(within(owed!).getByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '/dashboard/admin/client/7',
    );
    expect(
      within(owed!).getByRole('link', { name: 'Open the pay link of Meera Nair' }),
    ).toHaveAttribute('href', 'https://rzp.io/i/abc123');

    expect(heads('Renewals due in 30 days')).toEqual(['Client', 'Package', 'Ends on']);
    const [due] = rowsOf('Renewals due in 30 days');
    expect(due).toHaveTextContent('Ananya DasGold20 Dec 2026');
    expect(within(due!).getByRole('link', { name: 'Ananya Das' })).toHaveAttribute(
      'href',
      '/dashboard/admin/client/9',
    );

    expect(heads('Refunds')).toEqual(['Client', 'Package', 'Amount', 'On', 'Credit note']);
    expect(rowsOf('Refunds')[0]).toHaveTextContent(
      'Kavya RaoSilver₹2,948.8214 Oct 2026NW/CN/2026-27/0001',
    );
  });

  it('downloads the CSV with her token', async () => {
    answer('get', '/admin/revenue', revenueRecord());
    const auth: Array<string | null> = [];
    apiServer.use(
      http.get('*/api/admin/revenue.csv', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return new HttpResponse('section,month\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="revenue-2026-11.csv"',
          },
        });
      }),
    );
    const saved = catchDownloads();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['revenue-2026-11.csv']));
    expect(auth).toEqual(['Bearer test-token']);
  });
});
