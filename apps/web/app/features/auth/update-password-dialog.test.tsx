import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { UpdatePasswordDialog } from './update-password-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.restoreAllMocks());

const email = 'asha@nourishwell.test';
const twoFactor = (enabled: boolean) =>
  answer('get', '/me/two-factor', {
    enabled,
    enabledAt: null,
    recoveryCodesLeft: enabled ? 10 : 0,
    required: false,
  });
const show = (onClose = vi.fn()) => {
  renderScreen(<UpdatePasswordDialog email={email} onClose={onClose} />, {
    role: 'nutritionist',
    email,
  });
  return onClose;
};
const dialog = () => screen.getByRole('dialog', { name: 'Update Password' });
const fill = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: true }), {
    target: { value },
  });
const submit = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Password' }));

describe('the Update Password dialog', () => {
  it('asks for her current password, and sends nothing without it', async () => {
    twoFactor(false);
    const sent = recordCalls('post', '/nuts/updatepassword', {});
    show();
    fill('New password', 'asha-new-secret');
    fill('Confirm password', 'asha-new-secret');
    submit();
    expect(await within(dialog()).findByText('Please enter your current password.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('shows "Update failed." with the server’s message when her current password is wrong', async () => {
    twoFactor(false);
    recordCalls(
      'post',
      '/nuts/updatepassword',
      { message: 'Your current password is not correct.', code: 'CURRENT_PASSWORD_WRONG' },
      400,
    );
    const onClose = show();
    fill('Current password', 'not-it');
    fill('New password', 'asha-new-secret');
    fill('Confirm password', 'asha-new-secret');
    submit();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Update failed. Your current password is not correct.',
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Update failed. Your current password is not correct.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends her email, current password, new password and, with two-factor on, her code', async () => {
    twoFactor(true);
    const sent = recordCalls('post', '/nuts/updatepassword', {
      token: 'fresh-token',
      user: { email, role: 'nutritionist' },
      mustChangePassword: false,
      consentRequired: false,
      message: 'Password updated. You are signed in with your new password.',
    });
    const onClose = show();
    await within(dialog()).findByLabelText('Two-factor code');
    fill('Current password', 'asha-old-secret');
    fill('Two-factor code', 'abcde-fghjk');
    fill('New password', 'asha-new-secret');
    fill('Confirm password', 'asha-new-secret');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        email,
        currentPassword: 'asha-old-secret',
        password: 'asha-new-secret',
        code: 'abcdefghjk',
      },
    ]);
  });
});
