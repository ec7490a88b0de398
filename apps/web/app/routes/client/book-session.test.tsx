import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulingMessages } from '@nourishwell/shared';
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
});
