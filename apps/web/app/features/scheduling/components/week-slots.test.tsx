import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schedulingMessages } from '@nourishwell/shared';
import { slot } from '#web-test/fixtures/booking-records.ts';
import { startBookingScreens } from '#web-test/booking-screen.ts';
import { answer, apiServer, fail, neverAnswer, renderScreen } from '#web-test/screen.tsx';
import { http, HttpResponse } from 'msw';
import { WeekSlots } from './week-slots.tsx';

startBookingScreens();

const show = (onPick = vi.fn()) => {
  renderScreen(<WeekSlots onPick={onPick} />, { role: 'client' });
  return onPick;
};

/** Answers each week's slots by its `from` date; a week not listed has none. */
function slotsByWeek(weeks: Record<string, ReturnType<typeof slot>[]>) {
  const asked: string[] = [];
  apiServer.use(
    http.get('*/api/slots', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${query.get('from')}..${query.get('to')} ${query.get('timeZone')}`);
      return HttpResponse.json(weeks[query.get('from') ?? ''] ?? []);
    }),
  );
  return asked;
}

describe('the week of free slots', () => {
  it('says it is loading while the week is on its way', async () => {
    neverAnswer('get', '/slots');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading free times…');
  });

  it('shows the week Monday to Sunday in her zone, each time a button named for its day', async () => {
    const asked = slotsByWeek({
      '2026-11-23': [slot('2026-11-24T09:30:00Z'), slot('2026-11-24T04:30:00Z')],
    });
    const onPick = show();
    const tuesday = await screen.findByRole('button', {
      name: 'Book Tuesday 24 November at 10:00',
    });
    expect(screen.getByRole('button', { name: 'Book Tuesday 24 November at 15:00' })).toBeVisible();
    expect(screen.getByText('Times in India Standard Time (Asia/Kolkata)')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(asked[0]).toBe('2026-11-23..2026-11-29 Asia/Kolkata');
    fireEvent.click(tuesday);
    expect(onPick).toHaveBeenCalledWith(slot('2026-11-24T04:30:00Z'));
  });

  it('offers the next free time first, found in a later week, and never a week before this one', async () => {
    slotsByWeek({ '2026-12-07': [slot('2026-12-08T04:30:00Z')] });
    const onPick = show();
    expect(await screen.findByText(schedulingMessages.noSlots)).toBeVisible();
    expect(screen.getByRole('button', { name: /Previous week/ })).toBeDisabled();
    fireEvent.click(await screen.findByRole('button', { name: 'Next free: Tue 8 Dec, 10:00' }));
    expect(onPick).toHaveBeenCalledWith(slot('2026-12-08T04:30:00Z'));
  });

  it('moves to the next week and back', async () => {
    slotsByWeek({ '2026-11-30': [slot('2026-12-01T04:30:00Z')] });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Next week/ }));
    expect(
      await screen.findByRole('button', { name: 'Book Tuesday 1 December at 10:00' }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    expect(await screen.findByText(schedulingMessages.noSlots)).toBeVisible();
  });

  it('goes no further than the week the booking horizon ends in', async () => {
    slotsByWeek({});
    show();
    const next = await screen.findByRole('button', { name: /Next week/ });
    for (let week = 0; week < 4; week += 1) fireEvent.click(next);
    expect(await screen.findByText(/21 Dec – .*27 Dec/)).toBeVisible();
    expect(next).toBeDisabled();
  });

  it('says the free times failed and loads them again on Retry', async () => {
    fail('get', '/slots');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(schedulingMessages.slotsFailed);
    slotsByWeek({ '2026-11-23': [slot('2026-11-25T04:30:00Z')] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('button', { name: 'Book Wednesday 25 November at 10:00' }),
    ).toBeVisible();
  });

  it('says she has no nutritionist when the server refuses for that, with no Retry', async () => {
    answer(
      'get',
      '/slots',
      { message: schedulingMessages.noNutritionist, code: 'NO_NUTRITIONIST' },
      { status: 400 },
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(schedulingMessages.noNutritionist);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Next free/ })).toBeNull();
    expect(within(document.body).queryByRole('button', { name: /^Book / })).toBeNull();
  });
});
