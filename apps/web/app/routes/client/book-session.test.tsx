import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingMessages, schedulingMessages } from '@nourishwell/shared';
import { standingRecord } from '#web-test/fixtures/billing-records.ts';
import { slot } from '#web-test/fixtures/booking-records.ts';
import { startBookingScreens } from '#web-test/booking-screen.ts';
import { answer, renderScreen } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { BookSession } from './book-session.tsx';
import { assignedNutritionist, newClient } from '#web-test/fixtures/portal-records.ts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startBookingScreens();
afterEach(() => vi.clearAllMocks());
// Her package runs with sessions left unless a test says otherwise (issue 34).
beforeEach(() => answer('get', '/clients/7/package-standing', standingRecord()));

const email = 'client@nourishwell.test';
const show = () => renderScreen(<BookSession email={email} />, { role: 'client', email });
const thursday = slot('2026-11-26T04:30:00Z');
const friday = slot('2026-11-27T04:30:00Z');

function signedIn() {
  answer('get', '/client/email', [newClient({ assignedNutritionist })]);
  answer('get', '/bookings', []);
  answer('get', '/calendar/feed-url', { url: 'https://nourishwell.test/api/calendar/abc.ics' });
}

async function pickThursday() {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Book Thursday 26 November at 10:00' }),
  );
  return screen.findByRole('dialog', { name: 'Book this session?' });
}

describe('her Book a Session page', () => {
  it('books a time she confirms, sending only its start', async () => {
    signedIn();
    answer('get', '/slots', [thursday, friday]);
    const sent = recordCalls('post', '/bookings', {}, 201);
    show();
    const dialog = await pickThursday();
    expect(dialog).toHaveTextContent('Thursday 26 November 2026, 10:00–10:45');
    expect(dialog).toHaveTextContent('45 minutes');
    expect(dialog).toHaveTextContent('Asha Rao');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(schedulingMessages.booked));
    expect(sent).toEqual([{ start: thursday.start }]);
  });

  it('says the time was just taken and loads the slots again without it', async () => {
    signedIn();
    answer('get', '/slots', [thursday, friday]);
    recordCalls(
      'post',
      '/bookings',
      { message: schedulingMessages.slotTaken, code: 'CONFLICT' },
      409,
    );
    show();
    const dialog = await pickThursday();
    answer('get', '/slots', [friday]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(schedulingMessages.slotTaken));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Book Thursday 26 November at 10:00' }),
      ).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Book Friday 27 November at 10:00' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says there is nothing to book without a nutritionist and asks for no slots', async () => {
    answer('get', '/client/email', [newClient()]);
    answer('get', '/bookings', []);
    answer('get', '/calendar/feed-url', { url: 'https://nourishwell.test/api/calendar/abc.ics' });
    show();
    expect(await screen.findByText(schedulingMessages.noNutritionist)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
  });

  it('asks her to renew when her package has no sessions left, with the way to her packages', async () => {
    signedIn();
    answer('get', '/slots', [thursday]);
    answer(
      'get',
      '/clients/7/package-standing',
      standingRecord({ standing: 'expired', validUntil: '2026-11-20', sessionsLeft: 3 }),
    );
    show();
    const warning = await screen.findByText(
      'You have no sessions left in your package. Renew it to keep booking.',
    );
    expect(warning).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Packages' })).toHaveAttribute(
      'href',
      '/dashboard/client/packages',
    );
    expect(screen.queryByText('Booking is not possible until you renew.')).toBeNull();
    // The dialog says it again for the day she picks.
    const dialog = await pickThursday();
    expect(
      await within(dialog).findByText(
        'You have no sessions left in your package. Renew it to keep booking.',
      ),
    ).toBeVisible();
  });

  it('says booking is not possible until she renews when the practice refuses it, and shows the refusal', async () => {
    signedIn();
    answer('get', '/slots', [thursday]);
    answer(
      'get',
      '/clients/7/package-standing',
      standingRecord({ standing: 'usedUp', sessionsLeft: 0, blockBeyondSessions: true }),
    );
    recordCalls(
      'post',
      '/bookings',
      { message: billingMessages.noSessionsLeft, code: 'NO_SESSIONS_LEFT' },
      409,
    );
    show();
    expect(await screen.findByText('Booking is not possible until you renew.')).toBeVisible();
    const dialog = await pickThursday();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(billingMessages.noSessionsLeft));
  });

  it('says nothing of her package while it runs with sessions left', async () => {
    signedIn();
    answer('get', '/slots', [thursday]);
    show();
    await pickThursday();
    expect(screen.queryByRole('link', { name: 'Go to My Packages' })).toBeNull();
  });
});
