import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { catchDownloads } from '#web-test/downloads.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { gstDocumentRecord, taxSummaryRecord } from '#web-test/fixtures/billing-records.ts';
import { localToday } from '#web/lib/format.ts';
import { TaxPanel } from './tax-panel.tsx';

startMockApi();

const show = () => renderScreen(<TaxPanel />, { role: 'admin' });
const table = (name: string) => within(screen.getByRole('table', { name }));
const rowsOf = (name: string) => table(name).getAllByRole('row').slice(1);

/** Keeps the month each read asked for. */
function answerMonths(path: string, body: unknown) {
  const asked: Array<string | null> = [];
  apiServer.use(
    http.get(`*/api${path}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('month'));
      return HttpResponse.json(body as never);
    }),
  );
  return asked;
}

describe('the admin’s invoices and tax', () => {
  describe('the month’s figures', () => {
    itShowsReadStates({
      path: '/admin/tax-summary',
      show,
      otherReads: () => answer('get', '/admin/invoices', []),
      loading: { status: 'Loading…' },
      failed: {
        says: 'Could not load the tax summary. Please try again.',
        retried: {
          answer: taxSummaryRecord,
          shows: () => screen.findByRole('table', { name: 'By GST rate' }),
        },
      },
    });
  });

  describe('the month’s documents', () => {
    itShowsReadStates({
      path: '/admin/invoices',
      show,
      otherReads: () => answer('get', '/admin/tax-summary', taxSummaryRecord),
      loading: 'Loading…',
      empty: { answer: [], says: 'No invoices or credit notes in this month.' },
      failed: { says: 'Could not load the invoices. Please try again.' },
    });
  });

  it('shows this month’s summary: invoices, credit notes, net, and by rate', async () => {
    const asked = answerMonths('/admin/tax-summary', taxSummaryRecord);
    answer('get', '/admin/invoices', []);
    show();
    const month = localToday().slice(0, 7);
    expect(screen.getByLabelText('Month')).toHaveValue(month);
    await screen.findByRole('table', { name: 'Invoices, credit notes and net' });
    expect(asked).toEqual([month]);
    const [invoices, credits, net] = rowsOf('Invoices, credit notes and net');
    expect(invoices).toHaveTextContent('Invoices2₹4,998.00₹449.82₹449.82₹0.00₹5,897.64');
    expect(credits).toHaveTextContent('Credit notes1₹2,499.00₹224.91₹224.91₹0.00₹2,948.82');
    expect(net).toHaveTextContent('Net1₹2,499.00₹224.91₹224.91₹0.00₹2,948.82');
    expect(rowsOf('By GST rate')[0]).toHaveTextContent('18%3₹2,499.00');
  });

  it('lists the month’s documents with every column, and reads another month', async () => {
    const asked = answerMonths('/admin/invoices', [
      gstDocumentRecord(),
      gstDocumentRecord({
        id: 91,
        kind: 'creditNote',
        number: 'NW/CN/2026-27/0001',
        refersTo: { id: 90, number: 'NW/2026-27/0012' },
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 44_982,
      }),
    ]);
    answer('get', '/admin/tax-summary', taxSummaryRecord);
    show();
    await screen.findByText('NW/CN/2026-27/0001');
    const name = 'Documents issued in the month';
    expect(
      table(name)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Number', 'Date', 'Client', 'Taxable', 'CGST', 'SGST', 'IGST', 'Total', 'PDF']);
    const [invoice, credit] = rowsOf(name);
    expect(invoice).toHaveTextContent(
      'NW/2026-27/0012Tax invoice20 Nov 2026Meera Nair₹2,499.00₹224.91₹224.91₹0.00₹2,948.82Download',
    );
    expect(credit).toHaveTextContent(/Credit note.*₹2,499.00₹0.00₹0.00₹449.82/);
    expect(
      within(credit!).getByRole('button', { name: 'Download PDF of NW/CN/2026-27/0001' }),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    await waitFor(() => expect(asked.at(-1)).toBe('2026-10'));
  });

  it('downloads the month’s CSV with her token', async () => {
    answer('get', '/admin/tax-summary', taxSummaryRecord);
    answer('get', '/admin/invoices', []);
    const asked: Array<{ month: string | null; auth: string | null }> = [];
    apiServer.use(
      http.get('*/api/admin/tax-summary.csv', ({ request }) => {
        asked.push({
          month: new URL(request.url).searchParams.get('month'),
          auth: request.headers.get('authorization'),
        });
        return new HttpResponse('number,total\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="tax-2026-11.csv"',
          },
        });
      }),
    );
    const saved = catchDownloads();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['tax-2026-11.csv']));
    expect(asked).toEqual([{ month: localToday().slice(0, 7), auth: 'Bearer test-token' }]);
  });
});
