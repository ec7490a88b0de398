import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { saveSession } from '#web/lib/session.ts';
import { DashboardShell } from './dashboard-shell.tsx';

const MEERA = { id: 7, email: 'meera@nourishwell.test', role: 'client' as const };

function renderShell(locale: Locale, unread = 0) {
  saveSession('token-of-meera', { email: MEERA.email, role: MEERA.role });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/client/journal',
        element: (
          <I18nProvider locale={locale}>
            <DashboardShell user={MEERA} title="भोजन डायरी" unread={unread}>
              <p>Her day</p>
            </DashboardShell>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/dashboard/client/journal'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the dashboard frame in her language', () => {
  it('names the menu, her role and the buttons in Hindi, counting unread messages', async () => {
    renderShell('hi', 2);
    const menu = await screen.findByRole('navigation', { name: 'डैशबोर्ड' });
    expect(within(menu).getByRole('link', { name: 'भोजन डायरी' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'सेशन बुक करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें, 2 नए संदेश' })).toBeInTheDocument();
    expect(screen.getAllByText('क्लाइंट')[0]).toBeInTheDocument();
  });

  it('keeps every English name it had', () => {
    renderShell('en');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Journal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getAllByText('Client')[0]).toBeInTheDocument();
  });
});
