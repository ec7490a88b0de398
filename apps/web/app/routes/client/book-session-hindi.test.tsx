import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingMessages, schedulingMessages } from '@nourishwell/shared';
import { standingRecord } from '#web-test/fixtures/billing-records.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { slot } from '#web-test/fixtures/booking-records.ts';
import { assignedNutritionist, newClient } from '#web-test/fixtures/portal-records.ts';
import { startBookingScreens } from '#web-test/booking-screen.ts';
import { answer, renderScreen } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { BookSession } from './book-session.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startBookingScreens();
afterEach(() => vi.clearAllMocks());
beforeEach(() => answer('get', '/clients/7/package-standing', standingRecord()));

const email = 'client@nourishwell.test';
const thursday = slot('2026-11-26T04:30:00Z');

/** Her Book a Session page with no session booked yet, read in Hindi. */
function showInHindi(record = newClient({ assignedNutritionist })) {
  answer('get', '/client/email', [record]);
  answer('get', '/bookings', []);
  answer('get', '/calendar/feed-url', { url: 'https://nourishwell.test/api/calendar/abc.ics' });
  renderScreen(
    <I18nProvider locale="hi">
      <BookSession email={email} />
    </I18nProvider>,
    { role: 'client', email },
  );
}

describe('her Book a Session page in Hindi', () => {
  it('names the week, its days and the zone in Hindi and keeps the times as they are', async () => {
    answer('get', '/slots', [thursday]);
    showInHindi();
    expect(await screen.findByRole('heading', { name: 'सेशन बुक करें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'आपके सेशन' })).toBeVisible();
    expect(await screen.findByText('कोई सेशन बुक नहीं है।')).toBeVisible();
    const time = await screen.findByRole('button', {
      name: 'गुरुवार, 26 नवंबर, 10:00 बजे का सेशन बुक करें',
    });
    expect(time).toHaveTextContent('10:00');
    expect(screen.getByText('सभी समय भारतीय मानक समय (Asia/Kolkata) में')).toBeVisible();
    expect(screen.getByText('सोमवार, 23 नवंबर – रविवार, 29 नवंबर')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'गुरुवार, 26 नवंबर' })).toBeVisible();
    expect(screen.getAllByText('कोई खाली समय नहीं')).toHaveLength(6);
    expect(screen.getByRole('button', { name: /पिछला हफ़्ता/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /अगला हफ़्ता/ })).toBeEnabled();
    expect(
      await screen.findByRole('button', { name: 'अगला खाली समय: गुरुवार, 26 नवंबर, 10:00' }),
    ).toBeVisible();
    expect(screen.queryByText(/Book|Previous week|Times in/)).toBeNull();
  });

  it('books the time she picks after she confirms it in Hindi, and says so in Hindi', async () => {
    answer('get', '/slots', [thursday]);
    const sent = recordCalls('post', '/bookings', {}, 201);
    showInHindi();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'गुरुवार, 26 नवंबर, 10:00 बजे का सेशन बुक करें',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'यह सेशन बुक करें?' });
    expect(within(dialog).getByText('कब')).toBeVisible();
    expect(dialog).toHaveTextContent('गुरुवार, 26 नवंबर 2026, 10:00–10:45');
    expect(within(dialog).getByText('अवधि')).toBeVisible();
    expect(dialog).toHaveTextContent('45 मिनट');
    expect(within(dialog).getByText('किसके साथ')).toBeVisible();
    expect(dialog).toHaveTextContent('Asha Rao');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'सेशन बुक करें' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('सेशन बुक हो गया'));
    expect(sent).toEqual([{ start: thursday.start }]);
  });

  it('says in Hindi that the time was just taken, though the server words it in English', async () => {
    answer('get', '/slots', [thursday]);
    recordCalls(
      'post',
      '/bookings',
      { message: schedulingMessages.slotTaken, code: 'SLOT_TAKEN' },
      409,
    );
    showInHindi();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'गुरुवार, 26 नवंबर, 10:00 बजे का सेशन बुक करें',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'यह सेशन बुक करें?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'सेशन बुक करें' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'यह समय अभी-अभी किसी और ने ले लिया — कृपया कोई दूसरा समय चुनें।',
      ),
    );
  });

  it('says in Hindi that her nutritionist has no working hours yet, with no Retry', async () => {
    answer(
      'get',
      '/slots',
      { message: schedulingMessages.noHours, code: 'NO_HOURS' },
      { status: 400 },
    );
    showInHindi();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'आपके न्यूट्रिशनिस्ट ने अभी अपने काम के घंटे तय नहीं किए हैं।',
    );
    expect(screen.queryByRole('button', { name: 'फिर से' })).toBeNull();
  });

  it('says in Hindi that there is nothing to book without a nutritionist', async () => {
    showInHindi(newClient());
    expect(
      await screen.findByText('अभी आपका कोई न्यूट्रिशनिस्ट नहीं है, इसलिए अभी कोई सेशन बुक नहीं हो सकता।'),
    ).toBeVisible();
  });

  it('explains her calendar link in Hindi', async () => {
    answer('get', '/slots', []);
    showInHindi();
    expect(await screen.findByRole('heading', { name: 'अपने सेशन अपने कैलेंडर में जोड़ें' })).toBeVisible();
    expect(await screen.findByLabelText('आपका निजी कैलेंडर लिंक')).toHaveValue(
      'https://nourishwell.test/api/calendar/abc.ics',
    );
    expect(screen.getByRole('button', { name: 'कॉपी करें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'कैलेंडर ऐप में खोलें' })).toBeVisible();
    // Google's and Apple's menus keep the names their apps give them.
    expect(screen.getByText('From URL').closest('li')).toHaveTextContent(
      'Google Calendar: Other calendars → From URL चुनें, लिंक पेस्ट करें, फिर Add calendar दबाएँ।',
    );
    fireEvent.click(screen.getByRole('button', { name: 'नया लिंक बनाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'नया कैलेंडर लिंक बनाएँ?' });
    expect(dialog).toHaveTextContent('पुराना लिंक काम करना बंद कर देगा');
  });

  it('asks her in Hindi to renew, and says the refusal of a booking beyond it in Hindi', async () => {
    answer('get', '/slots', [thursday]);
    answer(
      'get',
      '/clients/7/package-standing',
      standingRecord({ standing: 'usedUp', sessionsLeft: 0, blockBeyondSessions: true }),
    );
    recordCalls(
      'post',
      '/bookings',
      { message: billingMessages.noSessionsLeft, code: 'NO_SESSIONS_LEFT' },
      409,
    );
    showInHindi();
    expect(
      await screen.findByText('आपके पैकेज में कोई सेशन नहीं बचा है। बुकिंग जारी रखने के लिए उसे रिन्यू करें।'),
    ).toBeVisible();
    expect(screen.getByText('रिन्यू करने तक बुकिंग नहीं हो सकती।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'मेरे पैकेज पर जाएँ' })).toBeVisible();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'गुरुवार, 26 नवंबर, 10:00 बजे का सेशन बुक करें',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'यह सेशन बुक करें?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'सेशन बुक करें' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'उस दिन के लिए पैकेज में कोई सेशन नहीं बचा है। पहले पैकेज रिन्यू करें, फिर बुक करें।',
      ),
    );
  });
});
