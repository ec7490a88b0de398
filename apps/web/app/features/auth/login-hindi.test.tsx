import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hindiTexts } from '#web/lib/i18n/hindi.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { LoginForm } from './login-form.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

/** The sign-in form as /hi/login shows it: under the Hindi layout's language. */
function renderInHindi() {
  const router = createMemoryRouter(
    [
      {
        path: '/hi/login',
        element: (
          <I18nProvider locale="hi" texts={hindiTexts}>
            <LoginForm />
          </I18nProvider>
        ),
      },
      { path: '/dashboard/:role/*', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/hi/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the sign-in form in Hindi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('names its fields, roles and buttons in Hindi, and explains the role under its list', () => {
    renderInHindi();
    expect(screen.getByRole('form', { name: 'साइन इन' })).toBeVisible();
    expect(screen.getByLabelText('ईमेल')).toBeVisible();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();
    const role = screen.getByLabelText('किस रूप में लॉग इन करें') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'भूमिका चुनें',
      'एडमिन',
      'न्यूट्रिशनिस्ट',
      'क्लाइंट',
    ]);
    // The values sent stay the roles themselves.
    expect([...role.options].map((option) => option.value)).toEqual([
      '',
      'admin',
      'nutritionist',
      'client',
    ]);
    expect(role).toHaveAccessibleDescription(
      'अपने खाते की भूमिका चुनें: एडमिन, न्यूट्रिशनिस्ट या क्लाइंट का खाता सिर्फ़ अपनी ही भूमिका से साइन इन होता है।',
    );
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  });

  it('leads to the Hindi forgot-password and home pages', () => {
    renderInHindi();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
      'href',
      '/hi/forgotpassword',
    );
    expect(screen.getByRole('link', { name: '← होम पेज पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/',
    );
  });

  it('says "fill in all fields" in Hindi and sends nothing when a field is empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInHindi();
    fill('पासवर्ड', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी जानकारी भरें');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('greets her in Hindi and opens her dashboard as from the English page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          token: 'tok',
          user: { email: 'meera@example.test', role: 'client' },
          mustChangePassword: false,
          consentRequired: false,
        }),
      ),
    );
    const router = renderInHindi();
    fill('ईमेल', 'meera@example.test');
    fill('पासवर्ड', 'secret');
    fill('किस रूप में लॉग इन करें', 'client');
    fireEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client'));
    expect(toast.success).toHaveBeenCalledWith('क्लाइंट के रूप में साइन इन हो गया');
  });

  it('asks for the code in Hindi when her two-factor sign-in is on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ twoFactorRequired: true, challenge: 'chal' })),
    );
    renderInHindi();
    fill('ईमेल', 'asha@example.test');
    fill('पासवर्ड', 'secret');
    fill('किस रूप में लॉग इन करें', 'nutritionist');
    fireEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(
      await screen.findByRole('heading', { name: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें' }),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'दो-चरण साइन इन कोड' })).toBeVisible();
    expect(screen.getByText('फ़ोन खो गया? उसकी जगह अपना कोई एक रिकवरी कोड डालें।')).toBeVisible();
    expect(screen.getByLabelText('कोड')).toBeVisible();
    expect(screen.getByRole('button', { name: 'जाँचें और साइन इन करें' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'फिर से शुरू करें' }));
    expect(await screen.findByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  });
});
