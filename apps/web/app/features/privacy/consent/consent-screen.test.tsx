import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consentMessages, consentScreenText, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { apiServer, fail, startMockApi } from '#web-test/screen.tsx';
import { getToken, saveSession } from '#web/lib/session.ts';
import { ConsentScreen } from './consent-screen.tsx';

startMockApi();

function renderConsent() {
  saveSession('tok', { email: 'meera@example.test', role: 'client' });
  const router = createMemoryRouter(
    [
      { path: '/consent', element: <ConsentScreen /> },
      { path: '/dashboard/client', element: <p>dashboard</p> },
      { path: '/login', element: <p>sign in</p> },
      { path: '/privacy', element: <p>notice</p> },
    ],
    { initialEntries: ['/consent'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the consent screen', () => {
  it('sums up the notice and links to the full one', () => {
    renderConsent();
    for (const point of consentScreenText.points)
      expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: consentScreenText.readFull })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(consentScreenText.versionLine(PRIVACY_NOTICE_VERSION))).toBeVisible();
  });

  it('records her acceptance of the version in force and opens her dashboard', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post('*/api/me/consents', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          noticeVersion: PRIVACY_NOTICE_VERSION,
          acceptedVersion: PRIVACY_NOTICE_VERSION,
          withdrawnAt: null,
          items: [],
        });
      }),
    );
    const router = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: consentScreenText.agree }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client'));
    expect(sent).toEqual([{ version: PRIVACY_NOTICE_VERSION }]);
  });

  it('says so and stays when the acceptance could not be recorded', async () => {
    fail('post', '/me/consents');
    const router = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: consentScreenText.agree }));
    expect(await screen.findByRole('alert')).toHaveTextContent(consentMessages.acceptFailed);
    expect(router.state.location.pathname).toBe('/consent');
    expect(screen.getByRole('button', { name: consentScreenText.agree })).toBeEnabled();
  });

  it('signs her out without recording anything', async () => {
    const router = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: consentScreenText.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });
});
