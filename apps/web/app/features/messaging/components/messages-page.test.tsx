import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MessagesPage } from './messages-page.tsx';

startMockApi();

const client = { id: 7, role: 'client' as const };
const nutritionist = { id: 4, role: 'nutritionist' as const };

describe.each([
  ['client', client],
  ['nutritionist', nutritionist],
])('the messages screen as a %s', (_role, me) => {
  it('says it is loading while the conversations are on their way', async () => {
    neverAnswer('get', '/messages/conversations');
    renderScreen(<MessagesPage me={me} />, { role: me.role });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading messages...');
  });

  it('says the conversations failed and offers Retry when the server fails', async () => {
    fail('get', '/messages/conversations');
    renderScreen(<MessagesPage me={me} />, { role: me.role });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch data. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the messages screen with no conversation', () => {
  it('tells a client no nutritionist is assigned', async () => {
    answer('get', '/messages/conversations', []);
    renderScreen(<MessagesPage me={client} />, { role: 'client' });
    expect(await screen.findByText('No nutritionist assigned.')).toBeInTheDocument();
  });

  it('tells a nutritionist she has no clients to message yet', async () => {
    answer('get', '/messages/conversations', []);
    renderScreen(<MessagesPage me={nutritionist} />, { role: 'nutritionist' });
    expect(await screen.findByText('No clients to message yet.')).toBeInTheDocument();
    expect(screen.getByText('Choose a client to see your conversation.')).toBeInTheDocument();
  });
});

describe('the open conversation’s header', () => {
  it('shows the other person’s name as the link the page gives, e.g. to the client record', async () => {
    answer('get', '/messages/conversations', [
      { personId: 7, name: 'Meera Iyer', profilePicUrl: null, lastMessage: null, unread: 0 },
    ]);
    answer('get', '/messages/thread', []);
    renderScreen(
      <MessagesPage
        me={nutritionist}
        personLink={(id, name) => <a href={`/clients/${id}`}>{name}</a>}
      />,
      { role: 'nutritionist', route: '/?with=7' },
    );
    const thread = await screen.findByRole('region', { name: 'Conversation with Meera Iyer' });
    expect(within(thread).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      '/clients/7',
    );
  });
});
