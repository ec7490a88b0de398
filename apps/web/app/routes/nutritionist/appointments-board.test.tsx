import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schedulingMessages } from '@nourishwell/shared';
import { standingRecord } from '#web-test/fixtures/billing-records.ts';
import { booking, practiceRules } from '#web-test/fixtures/booking-records.ts';
import { clientRecord } from '#web-test/fixtures/records.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AppointmentsBoard } from './appointments-board.tsx';

startMockApi();

const email = 'asha@nourishwell.test';
const show = () => renderScreen(<AppointmentsBoard email={email} />, { role: 'nutritionist' });

describe('the Appointments screen', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/nuts/email');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
  });

  it('shows empty tables when she has no clients and no completed sessions', async () => {
    answer('get', '/nuts/email', [{ id: 4, email }]);
    answer('get', '/client/byNutId', []);
    answer('get', '/nuts/appointmentsCompleted', []);
    answer('get', '/bookings', []);
    answer('get', '/calendar/feed-url', { url: 'https://nourishwell.test/api/calendar/abc.ics' });
    show();
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
    expect(await screen.findByText(schedulingMessages.noBookings)).toBeInTheDocument();
    expect(screen.getByText('No completed appointments yet.')).toBeInTheDocument();
  });

  it('says the dashboard failed and offers Retry when the server fails', async () => {
    fail('get', '/nuts/email');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading dashboard: Something went wrong',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists her upcoming sessions with client names linking to their pages, and Meet opens the room', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    answer('get', '/nuts/email', [{ id: 4, email }]);
    answer('get', '/client/byNutId', [clientRecord({ id: 7, nextSession: soon })]);
    answer('get', '/nuts/appointmentsCompleted', []);
    answer('get', '/bookings', [booking(soon)]);
    answer('get', '/calendar/feed-url', { url: 'https://nourishwell.test/api/calendar/abc.ics' });
    show();
    const sessions = await screen.findByRole('region', { name: 'Upcoming sessions' });
    expect(await within(sessions).findByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/clients/7',
    );
    expect(screen.getByRole('link', { name: 'Meet Meera Iyer on video' })).toHaveAttribute(
      'href',
      booking(soon).videoUrl,
    );
    expect(screen.getByRole('button', { name: /Book session/ })).toBeEnabled();
    expect(
      screen.getByRole('region', { name: 'Add your sessions to your calendar' }),
    ).toBeInTheDocument();
  });

  it('warns, when she books for a client whose package has ended, that she should renew', async () => {
    answer('get', '/nuts/email', [{ id: 4, email }]);
    answer('get', '/client/byNutId', [clientRecord({ id: 7 })]);
    answer('get', '/nuts/appointmentsCompleted', []);
    answer('get', '/bookings', []);
    answer('get', '/calendar/feed-url', { url: 'https://nourishwell.test/api/calendar/abc.ics' });
    answer('get', '/scheduling/rules', practiceRules);
    answer('get', '/slots', []);
    answer(
      'get',
      '/clients/7/package-standing',
      standingRecord({
        standing: 'expired',
        packageName: '3-month weight loss',
        validUntil: '2026-12-20',
        blockBeyondSessions: true,
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Book session/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Client'), { target: { value: '7' } });
    expect(
      await within(dialog).findByText(
        'Meera Iyer has no sessions left in her package (3-month weight loss ended on 20 Dec 2026). Ask her to renew.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('The practice does not allow booking until she renews.'),
    ).toBeVisible();
  });
});
