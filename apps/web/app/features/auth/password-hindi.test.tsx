import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandTexts } from '#web-test/island-texts.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { hindiTexts } from '#web/lib/i18n/hindi.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { UpdatePasswordDialog } from './update-password-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.clearAllMocks());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const twoFactor = (enabled: boolean) =>
  answer('get', '/me/two-factor', {
    enabled,
    enabledAt: null,
    recoveryCodesLeft: enabled ? 10 : 0,
    required: false,
  });
const inHindi = (screen: React.ReactNode) => (
  <I18nProvider locale="hi" texts={hindiTexts}>
    {screen}
  </I18nProvider>
);

describe('the forgot-password form in Hindi', () => {
  it('is given its Hindi texts, says the link was sent in Hindi and leads back to the Hindi sign-in', async () => {
    answer('post', '/users/forgotpassword', { message: 'रीसेट लिंक आपके ईमेल पर भेज दिया गया है।' });
    render(
      <MemoryRouter>
        <ForgotPasswordForm texts={islandTexts('hi', 'auth.forgot')} locale="hi" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: 'पासवर्ड भूल गए' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'साइन इन पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/login',
    );
    fill('ईमेल', 'meera@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'रीसेट लिंक आपके ईमेल पर भेज दिया गया है। लिंक एक ही बार, 30 मिनट तक काम करेगा।',
    );
  });
});

describe('the reset-password form in Hindi', () => {
  it('asks for the new password twice in Hindi, then opens the Hindi sign-in', async () => {
    const sent = recordCalls('post', '/users/resetpassword', { message: 'पासवर्ड बदल गया।' });
    const router = createMemoryRouter(
      [
        {
          path: '/hi/resetpassword',
          element: inHindi(<ResetPasswordForm token={'t'.repeat(43)} />),
        },
        { path: '/hi/login', element: <p>Hindi sign-in</p> },
      ],
      { initialEntries: ['/hi/resetpassword'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('form', { name: 'पासवर्ड रीसेट करें' })).toBeVisible();
    expect(screen.getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription('कम से कम 6 अक्षर।');
    fireEvent.click(screen.getByRole('button', { name: 'नया पासवर्ड दिखाएँ' }));
    expect(screen.getByRole('button', { name: 'नया पासवर्ड छिपाएँ' })).toBeVisible();
    fill('नया पासवर्ड', 'my-own-secret');
    fill('नया पासवर्ड दोबारा डालें', 'my-own-secret');
    fireEvent.click(screen.getByRole('button', { name: 'नया पासवर्ड रखें' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/login'));
    expect(sent).toHaveLength(1);
  });
});

describe('the change-password form in Hindi', () => {
  it('names her current password, her code and the new one in Hindi', async () => {
    twoFactor(true);
    renderScreen(inHindi(<ChangePasswordForm />), { role: 'client' });
    expect(screen.getByRole('form', { name: 'नया पासवर्ड चुनें' })).toBeVisible();
    expect(screen.getByLabelText('अभी का पासवर्ड')).toHaveAttribute('type', 'password');
    expect(await screen.findByLabelText('दो-चरण साइन इन कोड')).toHaveAccessibleDescription(
      'आपके ऑथेंटिकेटर ऐप से 6 अंकों का कोड, या कोई रिकवरी कोड।',
    );
    expect(screen.getByLabelText('नया पासवर्ड दोबारा डालें')).toBeVisible();
    expect(screen.getByRole('button', { name: 'नया पासवर्ड सहेजें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'अभी का पासवर्ड दिखाएँ' })).toBeVisible();
  });
});

describe('the Update Password dialog in Hindi', () => {
  it('is titled and labelled in Hindi, and says a refusal with the server’s words', async () => {
    twoFactor(false);
    recordCalls(
      'post',
      '/nuts/updatepassword',
      { message: 'आपका अभी का पासवर्ड सही नहीं है।', code: 'CURRENT_PASSWORD_WRONG' },
      400,
    );
    renderScreen(inHindi(<UpdatePasswordDialog email="asha@example.test" onClose={vi.fn()} />), {
      role: 'nutritionist',
    });
    const dialog = within(screen.getByRole('dialog', { name: 'पासवर्ड बदलें' }));
    fireEvent.change(dialog.getByLabelText('अभी का पासवर्ड'), { target: { value: 'not-it' } });
    fireEvent.change(dialog.getByLabelText('नया पासवर्ड'), { target: { value: 'asha-new' } });
    fireEvent.change(dialog.getByLabelText('पासवर्ड दोबारा डालें'), {
      target: { value: 'asha-new' },
    });
    expect(dialog.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    fireEvent.click(dialog.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'बदलाव नहीं हो सका। आपका अभी का पासवर्ड सही नहीं है।',
    );
  });
});
