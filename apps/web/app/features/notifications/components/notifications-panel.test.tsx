import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { schedulingMessages, type NotificationLogRow } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';

startMockApi();

const path = '/admin/notifications';
const row = (id: number, over: Partial<NotificationLogRow> = {}): NotificationLogRow => ({
  id,
  kind: 'bookingConfirmed',
  recipient: 'meera@nourishwell.test',
  channel: 'email',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-20T04:30:00.000Z',
  sentAt: '2026-11-20T04:30:05.000Z',
  deliveryStatus: null,
  deliveredAt: null,
  readAt: null,
  failureReason: null,
  reason: null,
  ...over,
});

/** 120 messages, newest (highest id) first, answered a page at a time as the server does. */
function answerPages(total = 120) {
  const asked: string[] = [];
  apiServer.use(
    http.get(`*/api${path}`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const ids = Array.from({ length: total }, (_, i) => total - i).slice(offset, offset + limit);
      return HttpResponse.json(
        ids.map((id) => row(id, { recipient: `client${id}@nourishwell.test` })),
        { headers: { 'X-Total-Count': String(total) } },
      );
    }),
  );
  return asked;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const waitForRows = async (count: number) => {
  await screen.findByText(`Showing 1–${count} of ${count}`);
  return bodyRows();
};

describe('the admin’s sent messages', () => {
  itShowsReadStates({
    path,
    show: () => renderScreen(<NotificationsPanel />, { role: 'admin' }),
    loading: 'Loading…',
    empty: {
      answer: [],
      headers: { 'X-Total-Count': '0' },
      says: 'Nothing sent yet.',
      // An empty outbox has no pages to move between.
      also: () =>
        expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument(),
    },
    failed: { says: schedulingMessages.notificationsFailed },
  });

  it('names each kind, channel and status in words people use', async () => {
    answer(
      'get',
      path,
      [
        row(3, {
          kind: 'reminder',
          channel: 'whatsapp',
          status: 'failed',
          attempts: 5,
          sentAt: null,
        }),
        row(2, { kind: 'passwordReset', status: 'pending', attempts: 0, sentAt: null }),
        row(1, { kind: 'welcome', channel: 'sms', status: 'expired' }),
      ],
      { headers: { 'X-Total-Count': '3' } },
    );
    renderScreen(<NotificationsPanel />, { role: 'admin' });
    await screen.findByText('Reminder');
    const [reminder, reset, welcome] = bodyRows();
    expect(reminder).toHaveTextContent(/ReminderMeera.*WhatsAppFailed5.*—$/i);
    expect(reset).toHaveTextContent(/Password reset.*EmailPending0/);
    expect(welcome).toHaveTextContent(/Welcome.*SMSExpired1/);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it('says under the status what the provider reported: read with its time, or why it failed', async () => {
    answer(
      'get',
      path,
      [
        row(2, {
          channel: 'whatsapp',
          deliveryStatus: 'read',
          deliveredAt: '2026-11-20T04:31:00.000Z',
          readAt: '2026-11-20T04:35:00.000Z',
        }),
        row(1, {
          channel: 'sms',
          status: 'failed',
          sentAt: null,
          failureReason: 'no DLT template id is set for bookingConfirmed',
        }),
      ],
      { headers: { 'X-Total-Count': '2' } },
    );
    renderScreen(<NotificationsPanel />, { role: 'admin' });
    const [read, failed] = await waitForRows(2);
    expect(read).toHaveTextContent(/SentRead \d/);
    expect(failed).toHaveTextContent('FailedWhy: no DLT template id is set for bookingConfirmed');
  });

  it('pages through 50 at a time with Previous and Next', async () => {
    const asked = answerPages(120);
    renderScreen(<NotificationsPanel />, { role: 'admin' });
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    expect(bodyRows()[0]).toHaveTextContent('client120@nourishwell.test');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
    expect(asked).toEqual(['?limit=50&offset=0', '?limit=50&offset=50', '?limit=50&offset=100']);
  });
});
