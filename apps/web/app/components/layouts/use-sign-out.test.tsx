import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { addToOutbox, outboxFor, removeFromOutbox } from '#web/lib/offline/outbox.ts';
import { getToken, saveSession } from '#web/lib/session.ts';
import { DashboardShell } from './dashboard-shell.tsx';

const MEERA = { id: 7, email: 'meera@nourishwell.test', role: 'client' as const };

function renderShell(locale: 'en' | 'hi' = 'en') {
  saveSession('token-of-meera', { email: MEERA.email, role: MEERA.role });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/client/journal',
        element: (
          <I18nProvider locale={locale}>
            <DashboardShell user={MEERA} title="Journal">
              <p>Her day</p>
            </DashboardShell>
          </I18nProvider>
        ),
      },
      { path: '/login', element: <p>Sign-in page</p> },
      { path: '/hi/login', element: <p>साइन इन पेज</p> },
    ],
    { initialEntries: ['/dashboard/client/journal'] },
  );
  render(<RouterProvider router={router} />);
}

const logout = () => fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

const waitingDinner = () =>
  addToOutbox({
    name: 'logJournalEntry',
    input: { body: { date: '2026-11-24', meal: 'dinner', items: [{ text: 'Khichdi' }] } },
    userId: MEERA.id,
    invalidates: ['clientJournal'],
  });

afterEach(async () => {
  for (const item of await outboxFor(MEERA.id)) await removeFromOutbox(item.id);
});

describe('Logout with entries logged offline', () => {
  it('signs out at once when nothing is waiting', async () => {
    renderShell();
    logout();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('asks first when her entries are still waiting, and keeps them either way', async () => {
    await waitingDinner();
    renderShell();
    logout();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with entries not sent?' });
    expect(dialog).toHaveTextContent('1 entry is still waiting on this phone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Her day')).toBeInTheDocument();
    expect(getToken()).toBe('token-of-meera');

    logout();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }),
    );
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(await outboxFor(MEERA.id)).toHaveLength(1);
  });

  it('asks in Hindi for a Hindi client, and signs her out to the Hindi sign-in page', async () => {
    await waitingDinner();
    renderShell('hi');
    fireEvent.click(await screen.findByRole('button', { name: 'लॉग आउट' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'एंट्री भेजे बिना साइन आउट करें?',
    });
    expect(dialog).toHaveTextContent('1 एंट्री भेजना बाकी है: यह इस फ़ोन पर इंटरनेट का इंतज़ार कर रही है।');
    fireEvent.click(within(dialog).getByRole('button', { name: 'साइन आउट करें' }));
    expect(await screen.findByText('साइन इन पेज')).toBeInTheDocument();
  });
});
