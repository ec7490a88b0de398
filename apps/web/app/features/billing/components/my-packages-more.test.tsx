import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  offeredPackage,
  packagesNow,
  purchase,
  unpaidPurchase,
} from '#web-test/fixtures/my-billing-records.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { toast } from 'sonner';
import { MyPackages } from './my-packages.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

startMockApi();
configure({ asyncUtilTimeout: 6000 });
afterEach(() => vi.useRealTimers());

const show = (route = '/dashboard/client/packages') =>
  renderScreen(<MyPackages />, { role: 'client', route });

describe('her packages at their ends', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: packagesNow }));

  it('renews an expired package at today’s price, adding the renewal to her list to pay', async () => {
    answer('get', '/me/purchases', [
      purchase({ status: 'expired', validUntil: '2026-11-20', sessionsUsed: 8, sessionsLeft: 0 }),
    ]);
    answer('get', '/packages', [offeredPackage({ pricePaise: 279_900 })]);
    show();
    expect(await screen.findByText('Ended on 20 Nov 2026')).toBeVisible();
    expect(screen.getByText('8 of 8 sessions used')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('It costs ₹2,799.00 plus 18% GST now.')).toBeVisible();
    answer('post', `/me/purchases/${purchase().id}/renew`, unpaidPurchase({ id: 99 }), {
      status: 201,
    });
    answer('get', '/me/purchases', [
      unpaidPurchase({ id: 99 }),
      purchase({ status: 'expired', validUntil: '2026-11-20', sessionsUsed: 8, sessionsLeft: 0 }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Renew and add it here to pay' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith(
      'Your renewal is added below. Pay for it when you are ready.',
    );
  });

  it('opens Renew on the package a reminder’s one-tap link names', async () => {
    answer('get', '/me/purchases', [purchase({ validUntil: '2026-12-05' })]);
    answer('get', '/packages', [offeredPackage()]);
    show(`/dashboard/client/packages?renew=${purchase().id}`);
    expect(
      await screen.findByRole('button', { name: 'Renew and add it here to pay' }),
    ).toBeVisible();
  });

  it('says a refusal to renew in the server’s words', async () => {
    answer('get', '/me/purchases', [purchase({ status: 'expired', validUntil: '2026-11-20' })]);
    answer('get', '/packages', [offeredPackage()]);
    answer(
      'post',
      `/me/purchases/${purchase().id}/renew`,
      { message: 'This package is retired. Choose an active package.', code: 'PACKAGE_RETIRED' },
      { status: 409 },
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Renew and add it here to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This package is retired. Choose an active package.',
    );
  });

  it('says a retired package is no longer offered', async () => {
    answer('get', '/me/purchases', [purchase({ validUntil: '2026-12-05' })]);
    answer('get', '/packages', [offeredPackage({ id: 5 })]);
    show();
    expect(await screen.findByText('5 days left')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText(/no longer offered/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'message your nutritionist' })).toHaveAttribute(
      'href',
      '/dashboard/client/messages',
    );
  });

  it('gives a refunded package its credit note, and unlimited sessions their count', async () => {
    answer('get', '/me/purchases', [
      purchase({
        status: 'refunded',
        sessionsIncluded: null,
        sessionsLeft: null,
        creditNote: { id: 43, number: 'CN/26-27/000007' },
      }),
    ]);
    show();
    expect(await screen.findByText('Refunded')).toBeVisible();
    expect(screen.getByText('Unlimited sessions (3 used)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download credit note (PDF)' })).toBeVisible();
    expect(screen.getByText('Credit note CN/26-27/000007')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
  });
});

describe('back from paying', () => {
  it.each([['?paid=1'], ['?razorpay_payment_link_id=plink_1&razorpay_payment_link_status=paid']])(
    'says the payment was received (%s) and reads her packages again until its invoice is there',
    async (query) => {
      answer('get', '/me/purchases', [unpaidPurchase()]);
      show(`/dashboard/client/packages${query}`);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Payment received — your invoice will appear here in a moment.',
      );
      const card = (await screen.findByRole('heading', { name: '3-month weight loss' })).closest(
        'section',
      )!;
      expect(within(card).getByText('Awaiting payment')).toBeVisible();
      answer('get', '/me/purchases', [
        unpaidPurchase({ status: 'active', invoice: { id: 44, number: 'INV/26-27/000044' } }),
      ]);
      expect(await within(card).findByText('Active')).toBeVisible();
      expect(within(card).getByRole('button', { name: 'Download invoice (PDF)' })).toBeVisible();
    },
  );

  it('says nothing of a payment when she did not come back from one', async () => {
    answer('get', '/me/purchases', [purchase()]);
    show();
    await screen.findByText('Active');
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });
});
