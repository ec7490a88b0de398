import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ContactDialog } from './contact-dialog.tsx';
import { MessagesPage } from './messages-page.tsx';
import { threadItems } from './thread-layout.ts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
configure({ asyncUtilTimeout: 5000 });

const client = { id: 7, role: 'client' as const };
const nutritionist = { id: 4, role: 'nutritionist' as const };

const message = (id: number, sentAt: string, senderId: number): ChatMessage => ({
  id,
  senderId,
  receiverId: senderId === 7 ? 4 : 7,
  content: `m${id}`,
  sentAt,
  readAt: null,
  channel: 'app',
});
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  personId: 4,
  name: 'Asha Rao',
  profilePicUrl: null,
  lastMessage: null,
  unread: 0,
  ...over,
});

/** Her Messages screen, read in Hindi. */
const inHindi = (screenUnderTest: ReactNode) =>
  renderScreen(<I18nProvider locale="hi">{screenUnderTest}</I18nProvider>, { role: 'client' });

describe('her messages in Hindi', () => {
  it('says it is loading in Hindi', async () => {
    neverAnswer('get', '/messages/conversations');
    inHindi(<MessagesPage me={client} />);
    // The Hindi catalogue arrives a moment after the first render.
    expect(await screen.findByText('संदेश खुल रहे हैं…')).toHaveAttribute('role', 'status');
  });

  it('says no nutritionist is assigned in Hindi', async () => {
    answer('get', '/messages/conversations', []);
    inHindi(<MessagesPage me={client} />);
    expect(await screen.findByText('अभी कोई न्यूट्रिशनिस्ट तय नहीं है।')).toBeVisible();
  });

  it('names the conversation, the box and Send in Hindi, and invites a first hello', async () => {
    answer('get', '/messages/conversations', [conversation()]);
    answer('get', '/messages/thread', []);
    inHindi(<MessagesPage me={client} />);
    const thread = await screen.findByRole('region', { name: 'Asha Rao से बातचीत' });
    expect(await within(thread).findByText('अभी कोई संदेश नहीं। Asha Rao को नमस्ते कहें।')).toBeVisible();
    expect(within(thread).getByRole('log', { name: 'Asha Rao के साथ संदेश' })).toBeVisible();
    const box = within(thread).getByLabelText('Asha Rao को संदेश');
    expect(box).toHaveAttribute('placeholder', 'संदेश लिखें');
    expect(within(thread).getByRole('button', { name: 'भेजें' })).toBeVisible();
  });

  it('separates today’s and yesterday’s messages as आज and कल, and says who wrote each', async () => {
    const now = Date.now();
    answer('get', '/messages/conversations', [conversation()]);
    answer('get', '/messages/thread', [
      message(2, new Date(now).toISOString(), 7),
      message(1, new Date(now - 86_400_000).toISOString(), 4),
    ]);
    inHindi(<MessagesPage me={client} />);
    const log = await screen.findByRole('log', { name: 'Asha Rao के साथ संदेश' });
    expect(await within(log).findByText('कल')).toBeVisible();
    expect(within(log).getByText('आज')).toBeVisible();
    expect(within(log).getByText('m2').nextSibling).toHaveTextContent(/^आप, /);
    expect(within(log).getByText('m1').nextSibling).toHaveTextContent(/^Asha Rao, /);
  });
});

describe('the nutritionist’s conversation list in Hindi', () => {
  it('counts the unread, marks her own last message and asks her to choose a client', async () => {
    answer('get', '/messages/conversations', [
      conversation({
        personId: 8,
        name: 'Meera Iyer',
        unread: 2,
        lastMessage: message(5, '2026-11-20T06:00:00Z', 8),
      }),
      conversation({
        personId: 9,
        name: 'Ravi Kumar',
        lastMessage: message(6, '2026-11-19T06:00:00Z', 4),
      }),
    ]);
    renderScreen(
      <I18nProvider locale="hi">
        <MessagesPage me={nutritionist} />
      </I18nProvider>,
      { role: 'nutritionist' },
    );
    const list = await screen.findByRole('list', { name: 'बातचीत' });
    const meera = within(list).getByRole('button', { name: 'Meera Iyer, 2 नए' });
    expect(meera).toHaveTextContent('20 नव॰ 2026');
    expect(within(list).getByRole('button', { name: 'Ravi Kumar' })).toHaveTextContent('आप: m6');
    expect(screen.getByText('बातचीत देखने के लिए कोई क्लाइंट चुनें।')).toBeInTheDocument();
  });
});

describe('the Contact Nutritionist dialog in Hindi', () => {
  it('asks for her message in Hindi and thanks her in Hindi once it is sent', async () => {
    const onClose = vi.fn();
    renderScreen(
      <I18nProvider locale="hi">
        <ContactDialog clientId={7} nutritionist={{ id: 4, name: 'Asha Rao' }} onClose={onClose} />
      </I18nProvider>,
      { role: 'client' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'न्यूट्रिशनिस्ट से बात करें' });
    expect(dialog).toHaveTextContent('Asha Rao को लिखें। उनका जवाब आपके संदेशों में आएगा।');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('संदेश'), { target: { value: 'नमस्ते' } });
    const sent = recordCalls('post', '/client/sendMessage', { message: 'Message sent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ nId: 4, cId: 7, content: 'नमस्ते' }]);
    expect(toast.success).toHaveBeenCalledWith('Asha Rao को संदेश भेज दिया गया');
  });
});

describe('the thread’s day separators', () => {
  it('are said in the words and the date language given', () => {
    const items = threadItems(
      [message(1, '2026-11-20T06:00:00Z', 7)],
      7,
      new Date('2026-11-23T06:00:00Z'),
      'UTC',
      { today: 'आज', yesterday: 'कल', intlLocale: 'hi-IN' },
    );
    expect(items[0]).toMatchObject({ kind: 'day', label: '20 नव॰ 2026' });
  });
});
