import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactTexts } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ContactVerification } from './contact-verification.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.clearAllMocks());

const email = 'meera@example.test';
const contacts = (phoneVerifiedAt: string | null, phone: string | null = '9812345678') => ({
  phone: { value: phone, verifiedAt: phoneVerifiedAt },
  email: { value: email, verifiedAt: null },
});
const show = () => renderScreen(<ContactVerification />, { role: 'client', email });

/** Her unverified phone with Verify pressed: the code is on its way and its form is open. */
async function openPhoneCode() {
  answer('get', '/me/contacts', contacts(null));
  const sent = recordCalls(
    'post',
    '/me/contacts/phone/verification',
    { message: contactTexts.codeSent('phone'), expiresAt: '2026-11-20T10:10:00.000Z' },
    202,
  );
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Verify phone' }));
  return { sent, form: await screen.findByRole('form', { name: 'Verify phone code' }) };
}

/** Types a code into the open form and presses Confirm. */
function confirmCode(form: HTMLElement, code: string) {
  fireEvent.change(within(form).getByLabelText(contactTexts.codeLabel), {
    target: { value: code },
  });
  fireEvent.click(within(form).getByRole('button', { name: contactTexts.confirm }));
}

describe('her verified phone and email on the profile screen', () => {
  it('says it is loading, then that it failed with Retry', async () => {
    neverAnswer('get', '/me/contacts');
    const first = show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    first.unmount();
    fail('get', '/me/contacts');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(contactTexts.loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows "Verified" for a verified phone and a Verify action for her email', async () => {
    answer('get', '/me/contacts', contacts('2026-11-20T10:00:00.000Z'));
    show();
    expect(await screen.findByText(contactTexts.verified)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify email' })).toBeVisible();
  });

  it('offers no Verify action without a phone', async () => {
    answer('get', '/me/contacts', contacts(null, null));
    show();
    expect(await screen.findByText('Not given')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify phone' })).toBeNull();
  });

  it('sends a code, shows the server’s message for a wrong one, and shows Verified after the right one', async () => {
    const { sent, form } = await openPhoneCode();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith(contactTexts.codeSent('phone'));

    answer(
      'post',
      '/me/contacts/phone/verification/confirm',
      { message: contactTexts.wrongCode, code: 'WRONG_CODE' },
      { status: 400 },
    );
    confirmCode(form, '123456');
    expect(await within(form).findByText(contactTexts.wrongCode)).toBeVisible();

    const confirmed = recordCalls(
      'post',
      '/me/contacts/phone/verification/confirm',
      contacts('2026-11-20T10:01:00.000Z'),
    );
    answer('get', '/me/contacts', contacts('2026-11-20T10:01:00.000Z'));
    confirmCode(form, '654321');
    await waitFor(() => expect(confirmed).toEqual([{ code: '654321' }]));
    expect(await screen.findByText(contactTexts.verified)).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith(contactTexts.confirmed('phone'));
    expect(screen.queryByRole('form', { name: 'Verify phone code' })).toBeNull();
  });

  it('checks the code’s shape before sending it', async () => {
    const { form } = await openPhoneCode();
    confirmCode(form, '12');
    await waitFor(() =>
      expect(within(form).getByLabelText(contactTexts.codeLabel)).toHaveAccessibleDescription(
        contactTexts.codeRequired,
      ),
    );
  });
});
