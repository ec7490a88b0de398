import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

startMockApi();

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Her two-factor state; resolves once the form has asked for it. */
function twoFactor(enabled: boolean): Promise<void> {
  return new Promise((asked) => {
    apiServer.use(
      http.get('*/api/me/two-factor', () => {
        asked();
        return HttpResponse.json({
          enabled,
          enabledAt: null,
          recoveryCodesLeft: enabled ? 10 : 0,
          required: false,
        });
      }),
    );
  });
}
const show = () => renderScreen(<ChangePasswordForm />, { role: 'nutritionist' });
const session = {
  token: 'fresh-token',
  user: { email: 'nutritionist@nourishwell.test', role: 'nutritionist' },
  mustChangePassword: false,
  consentRequired: false,
  message: 'Password updated. You are signed in with your new password.',
};

describe('the change-password form', () => {
  it.each([
    ['', '', 'Please fill in both fields.'],
    ['abc', 'abc', 'Password must be at least 6 characters long.'],
    ['abcdefg', 'abcdefh', 'Passwords do not match.'],
  ])('refuses "%s" / "%s" with "%s" and sends nothing', async (next, confirm, message) => {
    void twoFactor(false);
    const sent = recordCalls('post', '/users/change-password', session);
    show();
    fill('Current password', 'temporary-1');
    fill('New password', next);
    fill('Confirm new password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('asks for her current password before it sends anything', async () => {
    void twoFactor(false);
    const sent = recordCalls('post', '/users/change-password', session);
    show();
    fill('New password', 'my-own-secret');
    fill('Confirm new password', 'my-own-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('shows the server’s message when her current password is wrong', async () => {
    void twoFactor(false);
    const sent = recordCalls(
      'post',
      '/users/change-password',
      { message: 'Your current password is not correct.', code: 'CURRENT_PASSWORD_WRONG' },
      400,
    );
    show();
    fill('Current password', 'not-it');
    fill('New password', 'my-own-secret');
    fill('Confirm new password', 'my-own-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(sent).toEqual([
      { currentPassword: 'not-it', newPassword: 'my-own-secret', confirmPassword: 'my-own-secret' },
    ]);
  });

  it('asks for no code without two-factor, and sends her code with it on', async () => {
    const asked = twoFactor(false);
    const first = show();
    await asked;
    // Let the answer reach the form before looking for the field it would add.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('Current password')).toBeVisible();
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    first.unmount();

    void twoFactor(true);
    const sent = recordCalls('post', '/users/change-password', session);
    show();
    const code = await screen.findByLabelText('Two-factor code');
    expect(code).toHaveAccessibleDescription(
      'The 6-digit code from your authenticator app, or a recovery code.',
    );
    fill('Current password', 'old-secret');
    fill('Two-factor code', '123 456');
    fill('New password', 'my-own-secret');
    fill('Confirm new password', 'my-own-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'my-own-secret',
      confirmPassword: 'my-own-secret',
      code: '123456',
    });
  });

  it('shows and hides a password with its toggle', () => {
    void twoFactor(false);
    show();
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
