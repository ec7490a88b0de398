import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { packagesNow, purchase, unpaidPurchase } from '#web-test/fixtures/my-billing-records.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MyPackages } from './my-packages.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

startMockApi();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: packagesNow }));
afterEach(() => vi.useRealTimers());

const inHindi = (devanagariDigits = false) =>
  renderScreen(
    <I18nProvider locale="hi" devanagariDigits={devanagariDigits}>
      <MyPackages />
    </I18nProvider>,
    { role: 'client' },
  );

describe('her packages and invoices in Hindi', () => {
  it('says an active package’s days, sessions and amount in Hindi', async () => {
    answer('get', '/me/purchases', [purchase()]);
    inHindi();
    const card = (await screen.findByRole('heading', { name: '3-month weight loss' })).closest(
      'section',
    )!;
    expect(await within(card).findByText('चालू')).toBeVisible();
    expect(within(card).getByText('अवधि')).toBeVisible();
    expect(card).toHaveTextContent('20 अक्टू॰ 2026 – 10 दिस॰ 2026');
    expect(within(card).getByText('10 दिन बचे हैं')).toBeVisible();
    expect(within(card).getByText('8 में से 3 सेशन हो चुके')).toBeVisible();
    expect(within(card).getByText('5 सेशन बचे हैं')).toBeVisible();
    expect(within(card).getByText('कुल भुगतान')).toBeVisible();
    expect(within(card).getByText('₹2,948.82')).toBeVisible();
    expect(within(card).getByText('18% GST सहित')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'इनवॉइस डाउनलोड करें (PDF)' })).toBeVisible();
    expect(within(card).getByText('इनवॉइस INV/26-27/000042')).toBeVisible();
    expect(screen.queryByText(/sessions|days left|Active|Download/)).toBeNull();
  });

  it('writes the numbers in Devanagari digits when she chose them', async () => {
    answer('get', '/me/purchases', [purchase()]);
    inHindi(true);
    expect(await screen.findByText('₹२,९४८.८२')).toBeVisible();
    expect(screen.getByText('८ में से ३ सेशन हो चुके')).toBeVisible();
    expect(screen.getByText('१० दिन बचे हैं')).toBeVisible();
    // A document's number is a reference, never changed.
    expect(screen.getByText('इनवॉइस INV/26-27/000042')).toBeVisible();
  });

  it('says in Hindi that online payment is not set up, though the server words it in English', async () => {
    answer('get', '/me/purchases', [unpaidPurchase()]);
    answer(
      'post',
      '/me/purchases/8/pay-link',
      { message: billingMessages.payLinkUnavailable, code: 'UNAVAILABLE' },
      { status: 503 },
    );
    inHindi();
    expect(await screen.findByText('भुगतान बाकी')).toBeVisible();
    expect(screen.getByText('भुगतान करना है')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'अभी भुगतान करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ऑनलाइन भुगतान अभी चालू नहीं है। प्रैक्टिस आपको भुगतान का लिंक भेजेगी या भुगतान आपसे सीधे ले लेगी।',
    );
  });

  it('says in Hindi that she has no package yet and how to get one', async () => {
    answer('get', '/me/purchases', []);
    inHindi();
    expect(await screen.findByText('अभी कोई पैकेज नहीं है।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'अपने न्यूट्रिशनिस्ट को मैसेज करें' })).toBeVisible();
  });
});
