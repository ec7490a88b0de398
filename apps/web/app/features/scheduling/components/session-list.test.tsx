import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schedulingMessages } from '@nourishwell/shared';
import { booking, slot, tuesdayMorning } from '#web-test/fixtures/booking-records.ts';
import { startBookingScreens } from '#web-test/booking-screen.ts';
import { answer, fail, neverAnswer, renderScreen } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { SessionList } from './session-list.tsx';
import { UpcomingSessions } from './upcoming-sessions.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startBookingScreens();

const list = (sessions: ReturnType<typeof booking>[], now = tuesdayMorning) =>
  renderScreen(<SessionList sessions={sessions} viewer="client" now={now} />, { role: 'client' });

describe('her list of sessions', () => {
  it('shows each session in her zone with whom and its status', () => {
    list([
      booking('2026-11-26T04:30:00Z'),
      booking('2026-11-25T04:30:00Z', { id: 32, status: 'cancelled', cancelReason: 'Travel' }),
    ]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Wednesday 25 November 2026, 10:00–10:45');
    expect(first).toHaveTextContent('With Asha Rao');
    expect(first).toHaveTextContent('Cancelled');
    expect(first).toHaveTextContent('Reason: Travel');
    expect(second).toHaveTextContent('Booked');
  });

  it('says when Join opens until 10 minutes before, then links to the room until the end', () => {
    const session = booking('2026-11-24T04:45:00Z');
    const { unmount } = list([session]);
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
    expect(screen.getByText('Join opens 10 minutes before')).toBeVisible();
    unmount();

    list([session], new Date('2026-11-24T04:35:00Z'));
    const join = screen.getByRole('link', { name: /Join/ });
    expect(join).toHaveAttribute('href', session.videoUrl);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows Join when the room opens on a screen left open, without a reload', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: tuesdayMorning });
    try {
      list([booking('2026-11-24T04:45:00Z')], new Date('2026-11-24T04:34:00Z'));
      expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
      act(() => vi.advanceTimersByTime(90_000));
      expect(screen.getByRole('link', { name: /Join/ })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no Join once the session has ended', () => {
    list([booking('2026-11-24T03:00:00Z')]);
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
    expect(screen.queryByText(/Join opens/)).toBeNull();
  });

  it('cancels with her reason after she confirms', async () => {
    const sent = recordCalls('post', '/bookings/31/cancel', booking('2026-11-27T04:30:00Z'));
    answer('get', '/bookings', []);
    answer('get', '/slots', []);
    list([booking('2026-11-27T04:30:00Z')]);
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Travelling that week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(schedulingMessages.cancelled));
    expect(sent).toEqual([{ reason: 'Travelling that week' }]);
  });

  it('disables Reschedule and Cancel inside the change window, says why and offers a message', () => {
    list([
      booking('2026-11-24T20:30:00Z', {
        canChange: false,
        changeBefore: '2026-11-23T20:30:00Z',
      }),
    ]);
    const why = schedulingMessages.changeWindow(24);
    for (const name of [/Reschedule/, /Cancel/]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(why);
    }
    expect(screen.getByRole('link', { name: 'Message your nutritionist' })).toHaveAttribute(
      'href',
      '/dashboard/client/messages',
    );
  });

  it('moves a session to a free time she picks and confirms', async () => {
    const sent = recordCalls('post', '/bookings/31/reschedule', booking('2026-11-26T04:30:00Z'));
    answer('get', '/slots', [slot('2026-11-26T04:30:00Z')]);
    answer('get', '/bookings', []);
    list([booking('2026-11-27T04:30:00Z')]);
    fireEvent.click(screen.getByRole('button', { name: /Reschedule/ }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move to Thursday 26 November at 10:00' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Move session' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(schedulingMessages.rescheduled));
    expect(sent).toEqual([{ start: '2026-11-26T04:30:00Z' }]);
  });
});

describe('her upcoming sessions', () => {
  const show = () => renderScreen(<UpcomingSessions viewer="client" />, { role: 'client' });

  it('says they are loading', async () => {
    neverAnswer('get', '/bookings');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading sessions…');
  });

  it('says none are booked', async () => {
    answer('get', '/bookings', []);
    show();
    expect(await screen.findByText(schedulingMessages.noBookings)).toBeVisible();
  });

  it('says they failed and offers Retry', async () => {
    fail('get', '/bookings');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(schedulingMessages.bookingsFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
