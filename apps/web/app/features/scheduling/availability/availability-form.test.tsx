import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schedulingMessages } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { availabilityView, booking } from '#web-test/fixtures/scheduling-records.ts';
import { expectFieldMessage, refuseField } from '#web-test/refusal.ts';
import { recordCalls } from '#web-test/sent.ts';
import { AvailabilityPage } from './availability-form.tsx';

startMockApi();

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const path = '/nutritionists/me/availability';
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function openHours(view = availabilityView()) {
  answer('get', path, view);
  renderScreen(<AvailabilityPage />, { role: 'nutritionist' });
  await screen.findByRole('form', { name: 'Working hours' });
}

describe('the nutritionist’s working hours', () => {
  it('says her hours are loading while they are on their way', async () => {
    neverAnswer('get', path);
    renderScreen(<AvailabilityPage />, { role: 'nutritionist' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says her hours could not be loaded, with Retry', async () => {
    fail('get', path);
    renderScreen(<AvailabilityPage />, { role: 'nutritionist' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      schedulingMessages.availabilityFailed,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows her saved hours, the days she is closed and how many sessions each day offers', async () => {
    await openHours();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    expect(screen.getByLabelText('Session length')).toHaveValue('45');
    expect(screen.getByLabelText('Monday hours 1 from')).toHaveValue('09:00');
    expect(screen.getAllByText('Closed')).toHaveLength(6);
    // 09:00–13:00 in 45-minute sessions with 15 minutes between: 09:00, 10:00, 11:00, 12:00.
    const preview = screen.getByRole('list', { name: 'Sessions per day' });
    expect(within(preview).getByText('Mon: 4 sessions')).toBeInTheDocument();
    expect(within(preview).getByText('Tue: 0 sessions')).toBeInTheDocument();
    expect(screen.getByText(/its own private Jitsi Meet room/)).toBeInTheDocument();
  });

  it('sends Monday copied to the weekdays and Saturday’s new hours as the weekly ranges', async () => {
    await openHours();
    const sent = recordCalls('put', path, availabilityView());
    click('Copy Monday to weekdays');
    click('Add hours on Saturday');
    change('Saturday hours 1 from', '10:00');
    change('Saturday hours 1 until', '12:00');
    click('Save working hours');
    await waitFor(() => expect(sent).toHaveLength(1));
    const monday = { start: '09:00', end: '13:00' };
    expect(sent[0]).toEqual({
      timeZone: 'Asia/Kolkata',
      slotMinutes: 45,
      bufferMinutes: 15,
      weekly: [
        { weekday: 1, ...monday },
        { weekday: 2, ...monday },
        { weekday: 3, ...monday },
        { weekday: 4, ...monday },
        { weekday: 5, ...monday },
        { weekday: 6, start: '10:00', end: '12:00' },
      ],
      exceptions: [],
      meetingUrl: null,
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(schedulingMessages.availabilitySaved),
    );
  });

  it('sends a day off, extra hours, the session length, buffer and her own link', async () => {
    await openHours();
    const sent = recordCalls('put', path, availabilityView());
    click('Add a day off');
    change('Date 1', '2026-12-25');
    click('Add extra hours');
    change('Date 2', '2026-12-27');
    change('Date 2 hours from', '08:00');
    change('Date 2 hours until', '09:30');
    change('Session length', '60');
    change('Buffer between sessions (min)', '10');
    change('Your meeting link (optional)', 'https://meet.google.com/abc-defg-hij');
    click('Save working hours');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      slotMinutes: 60,
      bufferMinutes: 10,
      weekly: [{ weekday: 1, start: '09:00', end: '13:00' }],
      exceptions: [
        { date: '2026-12-25', available: false },
        { date: '2026-12-27', start: '08:00', end: '09:30' },
      ],
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });
  });

  it('turns a date from extra hours into a day off without sending its hours', async () => {
    await openHours(
      availabilityView({ exceptions: [{ date: '2026-12-27', start: '08:00', end: '09:30' }] }),
    );
    const sent = recordCalls('put', path, availabilityView());
    change('Date 1: day off or extra hours', 'off');
    click('Save working hours');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ exceptions: [{ date: '2026-12-27', available: false }] });
  });

  it('says an end before its start at that range and sends nothing', async () => {
    await openHours();
    change('Monday hours 1 until', '08:00');
    click('Save working hours');
    expect(await screen.findByText(schedulingMessages.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday hours 1 until')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refused field’s message from the server next to that field', async () => {
    await openHours();
    refuseField('put', path, 'timeZone', schedulingMessages.timeZoneInvalid);
    click('Save working hours');
    await expectFieldMessage('Time zone', schedulingMessages.timeZoneInvalid);
  });

  it('lists booked sessions outside her hours with the client and her local time', async () => {
    await openHours(availabilityView({ outsideHours: [booking()] }));
    const list = screen.getByRole('region', { name: /outside your hours/ });
    expect(list).toHaveTextContent('Meera Iyer');
    expect(list).toHaveTextContent(/Tue, 24 Nov.*10:00/i);
    expect(within(list).getByRole('link', { name: 'Go to My Appointments' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist',
    );
  });

  it('lists the sessions a save left outside her hours, and takes her to the list', async () => {
    await openHours();
    expect(screen.queryByRole('region', { name: /outside your hours/ })).not.toBeInTheDocument();
    recordCalls('put', path, availabilityView({ weekly: [], outsideHours: [booking()] }));
    click('Remove Monday hours 1');
    click('Save working hours');
    const heading = await screen.findByRole('heading', { name: /outside your hours/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('region', { name: /outside your hours/ })).toHaveTextContent(
      'Meera Iyer',
    );
  });
});
