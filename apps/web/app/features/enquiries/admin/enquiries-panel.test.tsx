import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminEnquiry, EnquiryThread } from '@nourishwell/shared';
import { formatDateTimeIn, formatDayTimeIn } from '#web/lib/format.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { loadTexts } from '#web/lib/i18n/texts.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { EnquiriesPanel } from './enquiries-panel.tsx';

startMockApi();

const path = '/admin/enquiries';
const formEnquiry = (over: Partial<AdminEnquiry> = {}): AdminEnquiry => ({
  id: 1,
  source: 'form',
  name: 'Asha Rao',
  phone: '9812300000',
  email: 'asha.rao@example.test',
  text: 'Thyroid and weight gain',
  country: 'India',
  state: 'Kerala',
  language: 'Malayalam',
  receivedAt: '2026-11-20T04:30:00.000Z',
  handledAt: null,
  handledBy: null,
  replies: 0,
  ...over,
});
const whatsappEnquiry = (over: Partial<AdminEnquiry> = {}): AdminEnquiry =>
  formEnquiry({
    id: 2,
    source: 'whatsapp',
    name: null,
    phone: '+14155550123',
    email: null,
    text: 'Do you do diabetes plans?',
    country: null,
    state: null,
    language: null,
    receivedAt: '2026-11-21T09:15:00.000Z',
    ...over,
  });
const until = '2026-11-22T09:15:00.000Z';
const thread = (over: Partial<EnquiryThread> = {}): EnquiryThread => ({
  phone: '+14155550123',
  window: { open: true, until },
  messages: [
    {
      direction: 'in',
      text: 'Do you do diabetes plans?',
      at: '2026-11-21T09:15:00.000Z',
      by: null,
      state: null,
    },
  ],
  ...over,
});

/** Answers the list with `rows` (the total as the server sends it) and keeps what was asked. */
function answerList(rows: AdminEnquiry[], total = rows.length) {
  const asked: string[] = [];
  apiServer.use(
    http.get(`*/api${path}`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
  return asked;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const show = () => renderScreen(<EnquiriesPanel />, { role: 'admin' });

describe('the admin’s enquiries', () => {
  itShowsReadStates({
    path,
    show,
    loading: 'Loading…',
    empty: { answer: [], headers: { 'X-Total-Count': '0' }, says: 'No enquiries yet.' },
    failed: { says: 'Could not load the enquiries. Please try again.' },
  });

  it('shows when each came, how, who, what they said, its state and what she may do', async () => {
    answerList([
      whatsappEnquiry({ replies: 2 }),
      formEnquiry({
        handledAt: '2026-11-20T06:00:00.000Z',
        handledBy: 'Priya Admin',
      }),
    ]);
    show();
    await screen.findByText('Do you do diabetes plans?');
    const [whatsapp, form] = bodyRows();
    expect(whatsapp).toHaveTextContent(
      new RegExp(
        `${formatDateTimeIn('en', '2026-11-21T09:15:00.000Z')}.*WhatsApp.*No name given.*\\+14155550123.*Do you do diabetes plans\\?.*Open.*2 WhatsApp replies sent`,
      ),
    );
    expect(
      within(whatsapp!).getByRole('button', { name: 'Mark handled: +14155550123' }),
    ).toBeEnabled();
    expect(
      within(whatsapp!).getByRole('button', { name: 'Reply on WhatsApp to +14155550123' }),
    ).toBeEnabled();
    expect(form).toHaveTextContent(
      /Website form.*Asha Rao.*9812300000.*asha\.rao@example\.test.*Kerala, India.*Prefers Malayalam.*Thyroid and weight gain.*Handled.*Handled by Priya Admin/,
    );
    expect(within(form!).getByRole('button', { name: 'Reopen: Asha Rao' })).toBeEnabled();
    expect(within(form!).queryByRole('button', { name: /Reply on WhatsApp/ })).toBeNull();
  });

  it('says in words what a WhatsApp photo was, with its caption; a form’s words stay as typed', async () => {
    answerList([
      whatsappEnquiry({ text: '[image] My thyroid report' }),
      formEnquiry({ text: '[image] typed on the form' }),
    ]);
    show();
    await screen.findByText('On WhatsApp: a photo — “My thyroid report”');
    expect(screen.getByText('[image] typed on the form')).toBeVisible();
  });

  it('asks for the source and state chosen, from the first page, and says when none match', async () => {
    const asked = answerList([]);
    show();
    await screen.findByText('No enquiries yet.');
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'whatsapp' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'open' } });
    await waitFor(() => expect(asked).toContain('?source=whatsapp&state=open&limit=25&offset=0'));
    expect(await screen.findByText('No enquiries match these filters.')).toBeVisible();
  });

  it('pages 25 at a time', async () => {
    const asked = answerList([formEnquiry()], 30);
    show();
    await screen.findByText('Showing 1–25 of 30');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked).toContain('?limit=25&offset=25'));
  });

  it('marks an enquiry handled, and opens a handled one again', async () => {
    answerList([formEnquiry(), whatsappEnquiry({ handledAt: until, handledBy: 'Priya Admin' })]);
    const sent: Array<{ url: string; body: unknown }> = [];
    apiServer.use(
      http.patch(`*/api${path}/:id`, async ({ request }) => {
        sent.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(formEnquiry());
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark handled: Asha Rao' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Reopen: +14155550123' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { url: '/api/admin/enquiries/1', body: { handled: true } },
      { url: '/api/admin/enquiries/2', body: { handled: false } },
    ]);
  });
});

describe('replying to a WhatsApp enquiry', () => {
  const openReply = async () => {
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reply on WhatsApp to +14155550123' }),
    );
    return screen.findByRole('dialog', { name: 'WhatsApp with +14155550123' });
  };

  it('says until when (day and time) the window is open, sends the reply and shows it in the conversation', async () => {
    answerList([whatsappEnquiry()]);
    // The server's thread: with the reply once it was sent.
    const sent: unknown[] = [];
    const current = () =>
      thread({
        messages: [
          ...thread().messages,
          ...sent.map(() => ({
            direction: 'out' as const,
            text: 'Yes, we do.',
            at: '2026-11-21T09:20:00.000Z',
            by: 'Priya Admin',
            state: 'waiting' as const,
          })),
        ],
      });
    apiServer.use(
      http.get(`*/api${path}/2/whatsapp`, () => HttpResponse.json(current())),
      http.post(`*/api${path}/2/replies`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(current(), { status: 201 });
      }),
    );
    const dialog = await openReply();
    expect(await within(dialog).findByText(/^You can reply on WhatsApp until/)).toHaveTextContent(
      `You can reply on WhatsApp until ${formatDayTimeIn('en', until)}:`,
    );
    const conversation = within(dialog).getByRole('region', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('They wrote');
    expect(conversation).toHaveTextContent('Do you do diabetes plans?');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await within(dialog).findByText('Please write your reply.')).toBeVisible();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Your reply'), {
      target: { value: 'Yes, we do.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send on WhatsApp' }));
    await waitFor(() => expect(sent).toEqual([{ text: 'Yes, we do.' }]));
    expect(await within(conversation).findByText('Yes, we do.')).toBeVisible();
    expect(conversation).toHaveTextContent(/Priya Admin replied.*Waiting to send/);
    expect(within(dialog).getByLabelText('Your reply')).toHaveValue('');
  });

  it('disables the reply box once the window has closed and says why and what to do', async () => {
    answerList([whatsappEnquiry()]);
    answer('get', `${path}/2/whatsapp`, thread({ window: { open: false, until: null } }));
    const dialog = await openReply();
    expect(await within(dialog).findByText(/^Replying on WhatsApp is closed/)).toHaveTextContent(
      /24 hours after their last message.*call them on \+14155550123/,
    );
    expect(within(dialog).getByLabelText('Your reply')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Send on WhatsApp' })).toBeDisabled();
  });

  it('says nothing was sent when the window closed while she wrote', async () => {
    answerList([whatsappEnquiry()]);
    answer('get', `${path}/2/whatsapp`, thread());
    answer(
      'post',
      `${path}/2/replies`,
      {
        message: 'WhatsApp allows a free-text reply only within 24 hours…',
        code: 'WHATSAPP_WINDOW_CLOSED',
      },
      { status: 409 },
    );
    const dialog = await openReply();
    fireEvent.change(await within(dialog).findByLabelText('Your reply'), {
      target: { value: 'Still there?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The 24-hour window closed before your reply went, so nothing was sent.',
    );
  });

  it('says so when the conversation does not load', async () => {
    answerList([whatsappEnquiry()]);
    answer('get', `${path}/2/whatsapp`, { message: 'Down', code: 'INTERNAL' }, { status: 500 });
    const dialog = await openReply();
    expect(
      await within(dialog).findByText('Could not load the conversation. Please try again.'),
    ).toBeVisible();
  });
});

describe('the admin’s enquiries in Hindi', () => {
  it('names the columns, the states and the actions in Hindi', async () => {
    answerList([whatsappEnquiry()]);
    // The staff layout's texts: the dashboard part and the staff part, where these are.
    const texts = await loadTexts('hi', ['dashboard', 'staff']);
    renderScreen(
      <I18nProvider locale="hi" texts={texts}>
        <EnquiriesPanel />
      </I18nProvider>,
      { role: 'admin' },
    );
    await screen.findByText('Do you do diabetes plans?');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'कब आई',
      'कहाँ से आई',
      'कौन',
      'उन्होंने क्या कहा',
      'स्थिति',
      'कार्रवाई',
    ]);
    expect(bodyRows()[0]).toHaveTextContent(/नाम नहीं दिया.*खुली/);
    expect(screen.getByRole('button', { name: 'निपट गई चिह्नित करें: +14155550123' })).toBeEnabled();
  });
});
