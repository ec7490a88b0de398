import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { SessionsCard } from './sessions-card.tsx';

const at = '2026-05-04T09:30:00.000Z';
const sessions = [
  {
    id: 'here',
    device: 'Chrome on Windows',
    ip: '10.0.0.1',
    signedInAt: at,
    lastSeenAt: at,
    current: true,
  },
  {
    id: 'phone',
    device: 'Safari on iOS',
    ip: '10.0.0.2',
    signedInAt: at,
    lastSeenAt: at,
    current: false,
  },
];

describe('the signed-in devices card', () => {
  startMockApi();
  const show = () => renderScreen(<SessionsCard />, { role: 'client' });

  itShowsReadStates({
    path: '/me/sessions',
    show,
    loading: { status: 'Loading…' },
    failed: {
      says: 'Could not load your sessions. Please try again.',
      retried: {
        answer: sessions,
        shows: () => screen.findByRole('list', { name: 'Signed-in devices' }),
      },
    },
  });

  it('lists her devices, marks this one, and signs another one out', async () => {
    answer('get', '/me/sessions', sessions);
    let ended = '';
    apiServer.use(
      http.delete('*/api/me/sessions/:id', ({ params }) => {
        ended = String(params.id);
        return HttpResponse.json({ message: 'That device is signed out.', signedOut: 1 });
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(ended).toBe('phone'));
  });

  it('signs out everywhere else only after she confirms', async () => {
    answer('get', '/me/sessions', sessions);
    let calls = 0;
    apiServer.use(
      http.post('*/api/me/sessions/sign-out-others', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Signed out everywhere else.', signedOut: 1 });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(calls).toBe(0);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(calls).toBe(1));
  });

  it('offers no "everywhere else" when this is her only device', async () => {
    answer('get', '/me/sessions', [sessions[0]!]);
    show();
    await screen.findByText('Chrome on Windows');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
