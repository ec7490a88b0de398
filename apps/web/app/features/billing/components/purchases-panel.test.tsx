import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { billingMessages } from '@nourishwell/shared';
import { catchDownloads } from '#web-test/downloads.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { packageRecord, paidPurchase, purchaseRecord } from '#web-test/fixtures/billing-records.ts';
import { latestRecordDay } from '#web/lib/format.ts';
import { PurchasesPanel } from './purchases-panel.tsx';

startMockApi();

const path = '/admin/clients/7/purchases';
const show = () =>
  renderScreen(<PurchasesPanel clientId={7} clientName="Meera Nair" />, { role: 'admin' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());

describe('a client’s packages and payments', () => {
  itShowsReadStates({
    path,
    show,
    loading: 'Loading…',
    empty: { answer: [], says: 'No packages sold to this client yet.' },
    failed: { says: 'Could not load this client’s packages. Please try again.' },
  });

  it('shows each purchase’s status, days, sessions, total and documents', async () => {
    answer('get', path, [
      purchaseRecord(),
      paidPurchase(),
      paidPurchase({
        id: 43,
        status: 'refunded',
        sessionsIncluded: null,
        sessionsLeft: null,
        creditNote: { id: 95, number: 'NW/CN/2026-27/0001' },
      }),
    ]);
    show();
    await screen.findByText('Awaiting payment');
    const [awaiting, active, refunded] = bodyRows();
    expect(awaiting).toHaveTextContent(
      /Awaiting payment20 Nov 2026 – 11 Feb 20270 of 8 used · 8 left₹2,948.82—Record payment/,
    );
    expect(within(awaiting!).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(active).toHaveTextContent(/Active.*3 of 8 used · 5 left.*NW\/2026-27\/0012/);
    expect(
      within(active!).getByRole('button', { name: 'Download PDF of NW/2026-27/0012' }),
    ).toBeInTheDocument();
    expect(within(active!).getByRole('button', { name: /^Refund / })).toHaveTextContent('Refund');
    expect(refunded).toHaveTextContent(/Refunded.*3 used · unlimited.*NW\/CN\/2026-27\/0001/);
    expect(within(refunded!).queryByRole('button', { name: /Refund|Record/ })).toBeNull();
  });

  it('downloads an invoice’s PDF with her token', async () => {
    answer('get', path, [paidPurchase()]);
    const asked: Array<string | null> = [];
    apiServer.use(
      http.get('*/api/invoices/90/pdf', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="NW-2026-27-0012.pdf"',
          },
        });
      }),
    );
    const saved = catchDownloads();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF of NW/2026-27/0012' }));
    await waitFor(() => expect(saved).toEqual(['NW-2026-27-0012.pdf']));
    expect(asked).toEqual(['Bearer test-token']);
  });

  it('sells an active package with her state for the place of supply', async () => {
    answer('get', path, []);
    answer('get', '/admin/packages', [
      packageRecord({ id: 1, name: 'Retired plan', active: false }),
      packageRecord({ id: 2, name: 'Gut health', pricePaise: 150_000, gstRate: 18 }),
    ]);
    const sent = recordCalls('post', path, purchaseRecord({ packageName: 'Gut health' }), 201);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sell a package' }));
    const choice = await inDialog().findByLabelText('Package');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gut health — ₹1,500.00 + 18% GST']);
    expect(dialog()).toHaveTextContent('Total with GST within the practice’s state: ₹1,770.00.');
    fireEvent.change(inDialog().getByLabelText('Client’s state (place of supply)'), {
      target: { value: '27' },
    });
    fireEvent.click(inDialog().getByRole('button', { name: 'Sell package' }));
    await waitFor(() => expect(sent).toEqual([{ packageId: 2, stateCode: '27' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('records a UPI payment only with its reference, paid on today by default', async () => {
    answer('get', path, [purchaseRecord()]);
    const sent = recordCalls('post', '/admin/purchases/41/payments', paidPurchase(), 201);
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record payment for Weight loss — 3 months' }),
    );
    expect(dialog()).toHaveTextContent('Weight loss — 3 months, ₹2,948.82.');
    expect(inDialog().getByLabelText('Paid on')).toHaveValue(latestRecordDay());
    fireEvent.change(inDialog().getByLabelText('Paid by'), { target: { value: 'upi' } });
    fireEvent.click(inDialog().getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(inDialog().getByLabelText('Reference')).toHaveAccessibleDescription(
        billingMessages.referenceRequired,
      ),
    );
    expect(sent).toHaveLength(0);
    fireEvent.change(inDialog().getByLabelText('Reference'), {
      target: { value: 'UPI 6123 4567 8901' },
    });
    fireEvent.click(inDialog().getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'upi', reference: 'UPI 6123 4567 8901', paidOn: latestRecordDay() },
      ]),
    );
  });

  it('takes a cash payment without a reference', async () => {
    answer('get', path, [purchaseRecord()]);
    const sent = recordCalls('post', '/admin/purchases/41/payments', paidPurchase(), 201);
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Record payment for/ }));
    fireEvent.click(inDialog().getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'cash', reference: '', paidOn: latestRecordDay() }]),
    );
  });

  it('asks before refunding: a credit note is issued and the package ends, for a reason', async () => {
    answer('get', path, [paidPurchase()]);
    const sent = recordCalls(
      'post',
      '/admin/purchases/42/refund',
      paidPurchase({ status: 'refunded', creditNote: { id: 95, number: 'NW/CN/2026-27/0001' } }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund Weight loss — 3 months' }));
    expect(dialog()).toHaveAccessibleName('Refund Weight loss — 3 months?');
    expect(dialog()).toHaveTextContent(
      'This issues a credit note for ₹2,948.82 against invoice NW/2026-27/0012 and ends the package today.',
    );
    expect(sent).toHaveLength(0);

    fireEvent.click(inDialog().getByRole('button', { name: 'Refund and issue credit note' }));
    await waitFor(() =>
      expect(inDialog().getByLabelText(/Reason for the refund/)).toHaveAccessibleDescription(
        billingMessages.reasonInvalid,
      ),
    );
    expect(sent).toHaveLength(0);

    fireEvent.change(inDialog().getByLabelText(/Reason for the refund/), {
      target: { value: 'Moved abroad' },
    });
    fireEvent.click(inDialog().getByRole('button', { name: 'Refund and issue credit note' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Moved abroad' }]));
  });

  it('keeps the package when she steps back from the refund', async () => {
    answer('get', path, [paidPurchase()]);
    const sent = recordCalls('post', '/admin/purchases/42/refund', paidPurchase());
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Refund / }));
    fireEvent.click(inDialog().getByRole('button', { name: 'Keep the package' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
  });
});
