import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessagingSettingsView } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { MessagingSettingsCard } from './messaging-settings-card.tsx';

startMockApi();

const path = '/admin/messaging-settings';
const show = () => renderScreen(<MessagingSettingsCard />, { role: 'admin' });
const empty: MessagingSettingsView = {
  settings: { whatsappTemplates: {}, sms: { senderId: null, entityId: null, templates: {} } },
  providers: { whatsappCloud: true, exotelSms: false, webhook: true },
};
const kind = (name: string) => within(screen.getByRole('group', { name }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const save = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Save messaging templates' }));

describe('the practice’s messaging templates', () => {
  itShowsReadStates({
    path,
    show,
    loading: { status: 'Loading messaging templates…' },
    failed: {
      says: 'Something went wrong',
      retried: { answer: empty, shows: () => screen.findByText('Reminder') },
    },
  });

  it('says which providers run and which variables each kind’s template takes', async () => {
    answer('get', path, empty);
    show();
    expect(await screen.findByText('WhatsApp Cloud API: configured')).toBeVisible();
    expect(screen.getByText('Exotel SMS: not configured')).toBeVisible();
    expect(
      kind('Reminder').getByText(
        'Its template takes, in order: {{1}} client’s name, {{2}} session time, {{3}} link',
      ),
    ).toBeVisible();
  });

  it('sends only the kinds it names, with blanks as none', async () => {
    answer('get', path, empty);
    const sent = recordCalls('put', path, empty);
    show();
    await screen.findByText('Reminder');
    type(kind('Reminder').getByLabelText('WhatsApp template name'), 'session_reminder');
    type(kind('Reminder').getByLabelText('DLT template id (SMS)'), '1107160000000054321');
    type(screen.getByLabelText('SMS sender id (DLT header)'), 'NOURSH');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      whatsappTemplates: {
        reminder: { name: 'session_reminder', languages: { en: 'en', hi: 'hi' } },
      },
      sms: { senderId: 'NOURSH', entityId: null, templates: { reminder: '1107160000000054321' } },
    });
  });

  it('refuses a malformed template name with the shared schema’s message, before sending it', async () => {
    answer('get', path, empty);
    const sent = recordCalls('put', path, empty);
    show();
    await screen.findByText('Reminder');
    type(kind('Booking confirmed').getByLabelText('WhatsApp template name'), 'Booking Confirmed');
    save();
    await waitFor(() =>
      expect(
        kind('Booking confirmed').getByText(
          'A template name has lower-case letters, digits and _ only.',
        ),
      ).toBeVisible(),
    );
    expect(sent).toHaveLength(0);
  });
});
