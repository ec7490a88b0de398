import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { islandTexts } from '#web-test/island-texts.ts';
import { answer, fail, startMockApi } from '#web-test/screen.tsx';
import { plans } from '#web/features/marketing/content/plans.ts';
import PaymentDialog from './payment-dialog.tsx';

function goldPlan() {
  const gold = plans.find((plan) => plan.id === 'gold');
  if (!gold) throw new Error('the plans list has no Gold plan');
  return gold;
}

startMockApi();
// The catalogue the dialog reads for the plan's GST: empty unless a test says otherwise.
beforeEach(() => answer('get', '/packages', []));

function open() {
  const onClose = vi.fn();
  render(
    <PaymentDialog
      plan={goldPlan()}
      planName="Gold Plan"
      texts={islandTexts('en', 'pay')}
      onClose={onClose}
    />,
  );
  return onClose;
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
const typePhone = (value: string) =>
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value } });

describe('the payment dialog', () => {
  it('refuses a phone that is not an Indian mobile number and sends nothing', async () => {
    open();
    typePhone('12345');
    pay();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('says a failed payment under the phone number until the number is edited', async () => {
    fail('post', '/users/pay');
    const onClose = open();
    typePhone('9876543210');
    pay();
    expect(await screen.findByText('Payment failed, please try again')).toBeInTheDocument();
    typePhone('9876543211');
    expect(screen.queryByText('Payment failed, please try again')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the link is sent', async () => {
    answer('post', '/users/pay', {
      message: 'Payment link sent to your WhatsApp / SMS',
      reference: 'NW-1',
      instructions: 'Pay within 30 minutes.',
    });
    const onClose = open();
    typePhone('9876543210');
    pay();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('goes to Razorpay’s page in this tab when the answer names one, and stays open', async () => {
    answer('post', '/users/pay', {
      message: 'Payment link sent to your WhatsApp / SMS',
      reference: 'NW-1',
      instructions: 'Pay within 30 minutes.',
      payUrl: 'https://rzp.io/i/nw1',
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const onClose = open();
    typePhone('9876543210');
    pay();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://rzp.io/i/nw1'));
    expect(
      screen.getByRole('button', { name: 'Taking you to the secure payment page…' }),
    ).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says the GST on the plan’s price before she leaves, as the catalogue sells it', async () => {
    answer('get', '/packages', [
      {
        id: 2,
        name: 'Gold Plan',
        description: '',
        durationWeeks: 4,
        sessionsIncluded: null,
        pricePaise: 249_900,
        gstRate: 18,
      },
    ]);
    open();
    expect(
      await screen.findByText('Plus 18% GST (₹449.82): ₹2,948.82 in all, on a GST invoice.'),
    ).toBeVisible();
  });

  it('says no GST when the catalogue sells the plan without it', async () => {
    answer('get', '/packages', [
      {
        id: 2,
        name: 'Gold Plan',
        description: '',
        durationWeeks: 4,
        sessionsIncluded: null,
        pricePaise: 249_900,
        gstRate: 0,
      },
    ]);
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹2,499' })).toBeVisible());
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });
});
