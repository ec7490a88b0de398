import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '@nourishwell/shared';
import { packagesNow, purchase, unpaidPurchase } from '#web-test/fixtures/my-billing-records.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { MyPackages } from './my-packages.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: packagesNow }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const show = (route = '/dashboard/client/packages') =>
  renderScreen(<MyPackages />, { role: 'client', route });
const card = async (name: string | RegExp) =>
  (await screen.findByRole('heading', { name })).closest('section')!;

describe('her packages and invoices', () => {
  itShowsReadStates({
    path: '/me/purchases',
    show,
    loading: { status: 'Loading your packages…' },
    empty: {
      answer: [],
      says: 'No packages yet.',
      also: () => {
        expect(screen.getByText(/The practice sells packages of sessions/)).toBeVisible();
        expect(screen.getByRole('link', { name: 'message your nutritionist' })).toHaveAttribute(
          'href',
          '/dashboard/client/messages',
        );
      },
    },
    failed: { says: 'Your packages could not be loaded. Please try again.' },
  });

  it('shows an active package’s days and sessions left and what she paid, and downloads its invoice', async () => {
    answer('get', '/me/purchases', [purchase()]);
    const asked: Array<string | null> = [];
    apiServer.use(
      http.get('*/api/invoices/42/pdf', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="INV-26-27-000042.pdf"',
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    show();
    const active = await card('3-month weight loss');
    expect(within(active).getByText('Active')).toBeVisible();
    expect(active).toHaveTextContent('20 Oct 2026 – 10 Dec 2026');
    expect(within(active).getByText('10 days left')).toBeVisible();
    expect(within(active).getByText('3 of 8 sessions used')).toBeVisible();
    expect(within(active).getByText('5 sessions left')).toBeVisible();
    expect(within(active).getByText('Total paid')).toBeVisible();
    expect(within(active).getByText('₹2,948.82')).toBeVisible();
    expect(within(active).getByText('including 18% GST')).toBeVisible();
    expect(within(active).getByText('Invoice INV/26-27/000042')).toBeVisible();
    expect(within(active).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(active).queryByRole('button', { name: 'Renew' })).toBeNull();
    fireEvent.click(within(active).getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved INV-26-27-000042.pdf'));
    expect(asked).toEqual(['Bearer test-token']);
    expect(saved).toEqual(['INV-26-27-000042.pdf']);
  });

  it('sends a purchase awaiting payment to Razorpay’s page when she taps Pay now', async () => {
    answer('get', '/me/purchases', [unpaidPurchase()]);
    const sent = recordCalls('post', '/me/purchases/8/pay-link', {
      url: 'https://rzp.io/i/nw8',
      kind: 'razorpay',
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show();
    const unpaid = await card('3-month weight loss');
    expect(within(unpaid).getByText('Awaiting payment')).toBeVisible();
    expect(within(unpaid).getByText('To pay')).toBeVisible();
    expect(within(unpaid).getByText('0 of 8 sessions used')).toBeVisible();
    expect(within(unpaid).queryByText(/sessions left|days left/)).toBeNull();
    expect(within(unpaid).queryByRole('button', { name: /Download/ })).toBeNull();
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://rzp.io/i/nw8'));
    expect(sent).toEqual([null]);
  });

  it('opens her UPI app when the practice takes UPI, and says what to do if it does not open', async () => {
    answer('get', '/me/purchases', [unpaidPurchase()]);
    const upi = 'upi://pay?pa=practice@okaxis&am=2948.82&cu=INR&tn=NW-8';
    recordCalls('post', '/me/purchases/8/pay-link', { url: upi, kind: 'upi' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(upi));
    expect(await screen.findByText(/Your UPI app should open now/)).toBeVisible();
  });

  it('says the server’s reason when online payment is not set up, and goes nowhere', async () => {
    answer('get', '/me/purchases', [unpaidPurchase()]);
    answer(
      'post',
      '/me/purchases/8/pay-link',
      { message: billingMessages.payLinkUnavailable, code: 'UNAVAILABLE' },
      { status: 503 },
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.payLinkUnavailable);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('never follows a link that is not a payment page or a UPI link', async () => {
    answer('get', '/me/purchases', [unpaidPurchase()]);
    recordCalls('post', '/me/purchases/8/pay-link', {
      url: 'javascript:alert(1)',
      kind: 'razorpay',
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment page could not be opened. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
