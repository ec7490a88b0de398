import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { SessionsCard } from './sessions-card.tsx';

startMockApi();

const at = '2026-11-20T06:30:00.000Z';
const device = (id: string, name: string, current: boolean, ip: string | null = '10.0.0.1') => ({
  id,
  device: name,
  ip,
  signedInAt: at,
  lastSeenAt: at,
  current,
});

describe('her signed-in devices, in Hindi', () => {
  it('names this device, when each signed in and was last used, and offers sign-out in Hindi', async () => {
    answer('get', '/me/sessions', [
      device('here', 'Chrome on Windows', true),
      device('phone', 'Safari on iOS', false, null),
    ]);
    renderScreen(
      <I18nProvider locale="hi">
        <SessionsCard />
      </I18nProvider>,
      { role: 'client' },
    );
    const list = await screen.findByRole('list', { name: 'साइन इन किए हुए डिवाइस' });
    const [here, phone] = within(list).getAllByRole('listitem');
    expect(here).toHaveTextContent('यह डिवाइस');
    expect(here).toHaveTextContent(
      /10\.0\.0\.1 · साइन इन: 20 नव॰ 2026, .+ · आखिरी बार इस्तेमाल: 20 नव॰ 2026/,
    );
    expect(phone).toHaveTextContent(/पता मालूम नहीं · साइन इन:/);
    expect(
      within(phone!).getByRole('button', {
        name: /^Safari on iOS साइन आउट करें, साइन इन: 20 नव॰ 2026/,
      }),
    ).toHaveTextContent('साइन आउट करें');
    fireEvent.click(screen.getByRole('button', { name: 'बाकी सब जगह से साइन आउट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'बाकी सब जगह से साइन आउट करें?' });
    expect(dialog).toHaveTextContent(
      'बाकी सभी डिवाइस साइन आउट करें? उन पर फिर से साइन इन करने के लिए आपका पासवर्ड (और कोड) चाहिए होगा।',
    );
  });
});
