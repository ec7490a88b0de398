import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulingMessages } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.restoreAllMocks());

const url = 'https://nourishwell.test/api/calendar/Zm9vYmFyYmF6cXV4MTIzNDU2.ics';
const show = () => renderScreen(<CalendarFeedCard />, { role: 'client' });

describe('her calendar link card', () => {
  it('says it is loading', async () => {
    neverAnswer('get', '/calendar/feed-url');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your calendar link…');
  });

  it('says the link failed and offers Retry', async () => {
    fail('get', '/calendar/feed-url');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your calendar link. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the private link read-only, copies it and opens it as webcal://', async () => {
    answer('get', '/calendar/feed-url', { url });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    const input = await screen.findByLabelText('Your private calendar link');
    expect(input).toHaveValue(url);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: /Open in calendar app/ })).toHaveAttribute(
      'href',
      'webcal://nourishwell.test/api/calendar/Zm9vYmFyYmF6cXV4MTIzNDU2.ics',
    );
    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(screen.getByText(/Other calendars/)).toBeVisible();
  });

  it('makes a new link only after she confirms that the old one stops working', async () => {
    answer('get', '/calendar/feed-url', { url });
    const sent = recordCalls('post', '/calendar/feed-url', { url: `${url}x` });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Make a new link/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Make a new link/ }));
    const again = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(schedulingMessages.feedRegenerated),
    );
    expect(sent).toHaveLength(1);
  });
});
