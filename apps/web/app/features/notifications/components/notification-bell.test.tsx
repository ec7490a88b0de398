import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notificationMessages, type Notification } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { NotificationBell } from './notification-bell.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

const notice = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'journalComment',
  text: `Asha commented on your breakfast of ${id} Nov`,
  link: `/dashboard/client/journal?date=2026-11-${String(id).padStart(2, '0')}`,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});
const read = (n: Notification) => ({ ...n, readAt: new Date().toISOString() });

function show() {
  renderScreen(<NotificationBell />, {
    role: 'client',
    route: '/dashboard/client',
    dataRouter: true,
    otherRoutes: { '/dashboard/client/journal': <p>Her journal</p> },
  });
}
const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });
const openPanel = async (unread: number) => {
  fireEvent.click(await bell(unread));
  return screen.getByRole('region', { name: 'Notifications' });
};

describe('the notices bell', () => {
  it('says how many notices are unread on the bell', async () => {
    answer('get', '/notifications', { unread: 2, items: [notice(20), notice(19)] });
    show();
    const button = await bell(2);
    expect(button).toHaveTextContent('2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says it is loading while the notices are on their way', async () => {
    neverAnswer('get', '/notifications');
    show();
    const panel = await openPanel(0);
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
  });

  it('says there are none yet, with nothing to mark read', async () => {
    answer('get', '/notifications', { unread: 0, items: [] });
    show();
    const panel = await openPanel(0);
    expect(await within(panel).findByText(notificationMessages.empty)).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says the notices failed and loads them again on Retry', async () => {
    fail('get', '/notifications');
    show();
    const panel = await openPanel(0);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      notificationMessages.loadFailed,
    );
    answer('get', '/notifications', { unread: 1, items: [notice(20)] });
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await bell(1)).toBeInTheDocument();
  });

  it('lists the newest notices with their time, unread ones said so', async () => {
    answer('get', '/notifications', {
      unread: 1,
      items: [notice(20), notice(18, { readAt: '2026-11-19T10:00:00Z' })],
    });
    show();
    const panel = await openPanel(1);
    const [newest, older] = within(panel).getAllByRole('link');
    expect(newest).toHaveTextContent(
      'Unread: Asha commented on your breakfast of 20 Nov5 minutes ago',
    );
    expect(older).toHaveTextContent(/^Asha commented on your breakfast of 18 Nov/);
    expect(newest).toHaveAttribute('href', '/dashboard/client/journal?date=2026-11-20');
  });

  it('marks a notice read when she opens it, loads her journal again, and goes where it leads', async () => {
    const first = notice(20);
    answer('get', '/notifications', { unread: 1, items: [first] });
    show();
    const panel = await openPanel(1);
    const sent = recordCalls('post', '/notifications/read', { unread: 0, items: [read(first)] });
    answer('get', '/notifications', { unread: 0, items: [read(first)] });
    const refreshed = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    fireEvent.click(within(panel).getByRole('link', { name: /breakfast of 20 Nov/ }));
    expect(await screen.findByText('Her journal')).toBeVisible();
    await waitFor(() => expect(sent).toEqual([{ ids: [20] }]));
    // Her journal loads again, so an open journal page shows the comment.
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['clientJournal'] });
    refreshed.mockRestore();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('marks every notice read with Mark all read', async () => {
    const items = [notice(20), notice(19)];
    answer('get', '/notifications', { unread: 2, items });
    show();
    const panel = await openPanel(2);
    const sent = recordCalls('post', '/notifications/read', { unread: 0, items: items.map(read) });
    answer('get', '/notifications', { unread: 0, items: items.map(read) });
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await bell(0)).toBeInTheDocument();
    expect(sent).toEqual([{}]);
    expect(within(panel).queryByText(/^Unread:/)).toBeNull();
  });

  it('says so when marking read fails, and keeps the count', async () => {
    answer('get', '/notifications', { unread: 1, items: [notice(20)] });
    show();
    const panel = await openPanel(1);
    fail('post', '/notifications/read');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'));
    expect(await bell(1)).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    answer('get', '/notifications', { unread: 0, items: [] });
    show();
    await openPanel(0);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(await bell(0)).toHaveFocus();
  });
});
