import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HAND_BACK_REASONS } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { booking, slot, tuesdayMorning } from '#web-test/fixtures/booking-records.ts';
import { startBookingScreens } from '#web-test/booking-screen.ts';
import { answer, fail, renderScreen } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { SessionList } from './session-list.tsx';
import { UpcomingSessions } from './upcoming-sessions.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startBookingScreens();
afterEach(() => vi.clearAllMocks());

/** Her sessions, read in Hindi. */
const listInHindi = (sessions: ReturnType<typeof booking>[], now = tuesdayMorning) =>
  renderScreen(
    <I18nProvider locale="hi">
      <SessionList sessions={sessions} viewer="client" now={now} />
    </I18nProvider>,
    { role: 'client' },
  );

describe('her sessions in Hindi', () => {
  it('names each session’s day in Hindi, with whom, its status and why it was cancelled', async () => {
    listInHindi([
      booking('2026-11-26T04:30:00Z'),
      booking('2026-11-25T04:30:00Z', { id: 32, status: 'cancelled', cancelReason: 'Travel' }),
    ]);
    await screen.findByText('बुक है');
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('बुधवार, 25 नवंबर 2026, 10:00–10:45');
    expect(first).toHaveTextContent('Asha Rao के साथ');
    expect(first).toHaveTextContent('रद्द');
    expect(first).toHaveTextContent('कारण: Travel');
    expect(second).toHaveTextContent('गुरुवार, 26 नवंबर 2026, 10:00–10:45');
    expect(within(second).getByText('बुक है')).toBeVisible();
    expect(within(second).getByText('जुड़ने का लिंक 10 मिनट पहले खुलेगा')).toBeVisible();
    expect(within(second).getByRole('button', { name: /समय बदलें/ })).toBeEnabled();
  });

  it('says in Hindi why NourishWell cancelled a session when her nutritionist changed', async () => {
    listInHindi([
      booking('2026-11-25T04:30:00Z', {
        status: 'cancelled',
        cancelledBy: 'system',
        cancelReason: HAND_BACK_REASONS.reassigned,
      }),
    ]);
    expect(
      await screen.findByText(
        'कारण: आपके न्यूट्रिशनिस्ट बदल गए हैं। कृपया अपने नए न्यूट्रिशनिस्ट के साथ फिर से बुक करें।',
      ),
    ).toBeVisible();
  });

  it('names Join in Hindi once the room is open', async () => {
    listInHindi([booking('2026-11-24T04:45:00Z')], new Date('2026-11-24T04:35:00Z'));
    expect(await screen.findByRole('link', { name: 'जुड़ें(नए टैब में खुलेगा)' })).toBeVisible();
  });

  it('says in Hindi why she cannot change a session inside the change window', async () => {
    listInHindi([
      booking('2026-11-24T20:30:00Z', { canChange: false, changeBefore: '2026-11-23T20:30:00Z' }),
    ]);
    const why =
      'सेशन शुरू होने से 24 घंटे पहले तक ही बदला या रद्द किया जा सकता है। कृपया अपने न्यूट्रिशनिस्ट को मैसेज करें।';
    for (const name of [/समय बदलें/, /रद्द करें/]) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(why);
    }
    expect(screen.getByRole('link', { name: 'अपने न्यूट्रिशनिस्ट को मैसेज करें' })).toHaveAttribute(
      'href',
      '/dashboard/client/messages',
    );
  });

  it('cancels with her reason in a Hindi dialog and says so in Hindi', async () => {
    const sent = recordCalls('post', '/bookings/31/cancel', booking('2026-11-27T04:30:00Z'));
    answer('get', '/bookings', []);
    listInHindi([booking('2026-11-27T04:30:00Z')]);
    fireEvent.click(await screen.findByRole('button', { name: /रद्द करें/ }));
    const dialog = await screen.findByRole('dialog', { name: 'यह सेशन रद्द करें?' });
    expect(dialog).toHaveTextContent('शुक्रवार, 27 नवंबर 2026, 10:00–10:45');
    expect(within(dialog).getByRole('button', { name: 'सेशन रहने दें' })).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('कारण (ज़रूरी नहीं)'), {
      target: { value: 'उस हफ़्ते यात्रा पर हूँ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'सेशन रद्द करें' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('सेशन रद्द हो गया'));
    expect(sent).toEqual([{ reason: 'उस हफ़्ते यात्रा पर हूँ' }]);
  });

  it('moves a session to a time she picks in a Hindi dialog and says so in Hindi', async () => {
    const sent = recordCalls('post', '/bookings/31/reschedule', booking('2026-11-26T04:30:00Z'));
    answer('get', '/slots', [slot('2026-11-26T04:30:00Z')]);
    answer('get', '/bookings', []);
    listInHindi([booking('2026-11-27T04:30:00Z')]);
    fireEvent.click(await screen.findByRole('button', { name: /समय बदलें/ }));
    const dialog = await screen.findByRole('dialog', { name: 'इस सेशन का समय बदलें' });
    expect(dialog).toHaveTextContent('अभी: शुक्रवार, 27 नवंबर 2026, 10:00–10:45');
    fireEvent.click(
      await within(dialog).findByRole('button', {
        name: 'सेशन गुरुवार, 26 नवंबर, 10:00 बजे पर ले जाएँ',
      }),
    );
    expect(
      within(dialog).getByText('गुरुवार, 26 नवंबर 2026, 10:00–10:45').closest('p'),
    ).toHaveTextContent('सेशन गुरुवार, 26 नवंबर 2026, 10:00–10:45 पर ले जाएँ?');
    expect(within(dialog).getByRole('button', { name: 'दूसरा समय चुनें' })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'समय बदलें' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('सेशन का समय बदल गया'));
    expect(sent).toEqual([{ start: '2026-11-26T04:30:00Z' }]);
  });
});

describe('her coming sessions in Hindi', () => {
  const showInHindi = () =>
    renderScreen(
      <I18nProvider locale="hi">
        <UpcomingSessions viewer="client" />
      </I18nProvider>,
      { role: 'client' },
    );

  it('says in Hindi that none are booked', async () => {
    answer('get', '/bookings', []);
    showInHindi();
    expect(await screen.findByText('कोई सेशन बुक नहीं है।')).toBeVisible();
  });

  it('says in Hindi that they failed, and offers to try again', async () => {
    fail('get', '/bookings');
    showInHindi();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'सेशन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
    );
    expect(screen.getByRole('button', { name: 'फिर से' })).toBeVisible();
  });
});
