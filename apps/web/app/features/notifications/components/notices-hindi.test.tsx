import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { noticeAge } from '#web/features/notifications/notice-time.ts';
import { answer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { NotificationBell } from './notification-bell.tsx';

startMockApi();
configure({ asyncUtilTimeout: 5000 });

const notice = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'journalComment',
  // The server writes a notice in her language (messages.*).
  text: `Asha ने ${id} नवंबर के आपके नाश्ते पर टिप्पणी की`,
  link: `/dashboard/client/journal?date=2026-11-${String(id).padStart(2, '0')}`,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

function showInHindi() {
  renderScreen(
    <I18nProvider locale="hi">
      <NotificationBell />
    </I18nProvider>,
    { role: 'client', route: '/dashboard/client', dataRouter: true },
  );
}
const openPanel = async (unread: number) => {
  fireEvent.click(await screen.findByRole('button', { name: `सूचनाएँ, ${unread} नई` }));
  return screen.getByRole('region', { name: 'सूचनाएँ' });
};

describe('her notices in Hindi', () => {
  it('counts the unread on the bell and lists the newest with their age in Hindi', async () => {
    answer('get', '/notifications', {
      unread: 1,
      items: [notice(20), notice(18, { readAt: '2026-11-19T10:00:00Z' })],
    });
    showInHindi();
    const panel = await openPanel(1);
    expect(within(panel).getByRole('heading', { name: 'सूचनाएँ' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'सब पढ़ी हुई मानें' })).toBeEnabled();
    const list = await within(panel).findByRole('list', { name: 'नई सूचनाएँ' });
    const [newest, older] = within(list).getAllByRole('link');
    expect(newest).toHaveTextContent('नई: Asha ने 20 नवंबर के आपके नाश्ते पर टिप्पणी की5 मिनट पहले');
    expect(older).not.toHaveTextContent('नई:');
  });

  it('says in Hindi that there are none yet', async () => {
    answer('get', '/notifications', { unread: 0, items: [] });
    showInHindi();
    const panel = await openPanel(0);
    expect(await within(panel).findByText('अभी कोई सूचना नहीं।')).toBeVisible();
  });

  it('says in Hindi that they did not load, with Retry', async () => {
    fail('get', '/notifications');
    showInHindi();
    const panel = await openPanel(0);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'सूचनाएँ नहीं खुल सकीं। कृपया फिर से कोशिश करें।',
    );
    expect(within(panel).getByRole('button', { name: 'फिर से' })).toBeVisible();
  });
});

describe('when a notice came, in Hindi', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const hindi = { locale: 'hi' as const, justNow: 'अभी-अभी' };

  it('says minutes and hours within a day, then the date, as Hindi says them', () => {
    expect(noticeAge('2026-11-24T09:59:30Z', now, hindi)).toBe('अभी-अभी');
    expect(noticeAge('2026-11-24T09:55:00Z', now, hindi)).toBe('5 मिनट पहले');
    expect(noticeAge('2026-11-24T07:00:00Z', now, hindi)).toBe('3 घंटे पहले');
    expect(noticeAge('2026-11-20T06:00:00Z', now, hindi)).toBe('20 नव॰ 2026');
  });
});
