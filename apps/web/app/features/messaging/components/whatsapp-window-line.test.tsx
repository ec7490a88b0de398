import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDayTimeIn } from '#web/lib/format.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { WhatsappWindowLine } from './whatsapp-window-line.tsx';

startMockApi();

describe('the WhatsApp window line above her composer', () => {
  it('says until which day and time her reply also goes to WhatsApp', async () => {
    const until = '2026-11-29T05:12:00.000Z';
    answer('get', '/messages/whatsapp-window', { open: true, until });
    renderScreen(<WhatsappWindowLine clientId={7} />, { role: 'nutritionist' });
    const line = await screen.findByRole('status');
    // A window opened late at night closes the next day: the weekday says which day.
    expect(line).toHaveTextContent(`WhatsApp window open until ${formatDayTimeIn('en', until)}`);
    expect(formatDayTimeIn('en', until)).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}, /);
  });

  it('says the window is closed and the reply stays in the app', async () => {
    answer('get', '/messages/whatsapp-window', { open: false, until: null });
    renderScreen(<WhatsappWindowLine clientId={7} />, { role: 'nutritionist' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'WhatsApp window closed — she will see your reply in the app',
    );
  });
});
