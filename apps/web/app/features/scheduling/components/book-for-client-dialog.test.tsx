import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { schedulingMessages } from '@nourishwell/shared';
import { slot, inKolkataOnTuesdayMorning } from '#web-test/fixtures/booking-records.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { BookForClientDialog } from './book-for-client-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
inKolkataOnTuesdayMorning();
afterEach(() => vi.clearAllMocks());

const clients = [
  { id: 7, name: 'Meera Iyer' },
  { id: 9, name: 'Ananya Das' },
];
const show = () =>
  renderScreen(<BookForClientDialog clients={clients} onClose={vi.fn()} />, {
    role: 'nutritionist',
  });

describe('her Book session dialog', () => {
  it('asks for the client first, then books one of that client’s slots for her', async () => {
    const asked: (string | null)[] = [];
    apiServer.use(
      http.get('*/api/slots', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('clientId'));
        return HttpResponse.json([slot('2026-11-26T04:30:00Z')]);
      }),
    );
    answer('get', '/bookings', []);
    const sent = recordCalls('post', '/bookings', {}, 201);
    show();
    expect(screen.getByText(schedulingMessages.clientRequired)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: '9' } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Book Thursday 26 November at 10:00' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Book this session?' });
    expect(confirm).toHaveTextContent('Ananya Das');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Book session' }));
    await waitFor(() => expect(sent).toEqual([{ start: '2026-11-26T04:30:00Z', clientId: 9 }]));
    expect(asked).toContain('9');
  });

  it('books any date and time she types, outside her hours too', async () => {
    answer('get', '/slots', []);
    answer('get', '/bookings', []);
    const sent = recordCalls('post', '/bookings', {}, 201);
    show();
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: '7' } });
    fireEvent.change(await screen.findByLabelText('Or another date and time'), {
      target: { value: '2026-11-28T20:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book at this time' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(schedulingMessages.booked));
    expect(sent).toEqual([{ start: '2026-11-28T14:30:00.000Z', clientId: 7 }]);
  });
});
