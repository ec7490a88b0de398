import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION, erasureTexts } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { AdminErasuresPanel } from './admin-erasures-panel.tsx';
import { ErasureCard } from './erasure-card.tsx';
import { WithdrawConsentCard } from './withdraw-consent-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.clearAllMocks());

const standing = (withdrawnAt: string | null) => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  acceptedVersion: PRIVACY_NOTICE_VERSION,
  withdrawnAt,
  items: [],
});

const waiting = {
  id: 7,
  reason: 'request',
  status: 'pending',
  requestedAt: '2026-11-24T10:00:00.000Z',
  scheduledFor: '2026-11-26T10:00:00.000Z',
};

describe('her Delete my account card', () => {
  it('says it is loading, then that it failed with Retry', async () => {
    neverAnswer('get', '/me/erasure');
    const first = renderScreen(<ErasureCard />, { role: 'client' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    first.unmount();
    fail('get', '/me/erasure');
    renderScreen(<ErasureCard />, { role: 'client' });
    expect(await screen.findByRole('alert')).toHaveTextContent(erasureTexts.fetchFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('explains what happens and sends her password only after she confirms in the dialog', async () => {
    answer('get', '/me/erasure', null);
    const sent = recordCalls('post', '/me/erasure', waiting, 202);
    renderScreen(<ErasureCard />, { role: 'client' });
    expect(await screen.findByText(erasureTexts.erasureExplained)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account and data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account and data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(erasureTexts.passwordRequired)).toBeVisible();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'secret-pass-1' },
    });
    answer('get', '/me/erasure', waiting);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(sent).toEqual([{ password: 'secret-pass-1' }]));
    expect(toast.success).toHaveBeenCalledWith(erasureTexts.requested);
    expect(await screen.findByRole('button', { name: 'Cancel erasure' })).toBeVisible();
  });

  it("shows the server's wrong-password message in the dialog", async () => {
    answer('get', '/me/erasure', null);
    answer(
      'post',
      '/me/erasure',
      { message: erasureTexts.wrongPassword, code: 'WRONG_PASSWORD' },
      { status: 400 },
    );
    renderScreen(<ErasureCard />, { role: 'client' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account and data' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(erasureTexts.wrongPassword)).toBeVisible();
  });

  it('shows when a waiting erasure happens and cancels it', async () => {
    answer('get', '/me/erasure', waiting);
    const sent = recordCalls('delete', '/me/erasure', {
      message: erasureTexts.cancelled,
      request: { ...waiting, status: 'cancelled' },
    });
    renderScreen(<ErasureCard />, { role: 'client' });
    expect(await screen.findByText(/will be erased on 26 November 2026/)).toBeVisible();
    answer('get', '/me/erasure', null);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel erasure' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith(erasureTexts.cancelled);
  });
});

describe('her Withdraw consent card', () => {
  it('explains the effect and withdraws only after she confirms', async () => {
    answer('get', '/me/erasure', null);
    const sent = recordCalls('post', '/me/consents/withdraw', {
      message: erasureTexts.withdrawn,
      withdrawnAt: waiting.requestedAt,
      request: { ...waiting, reason: 'withdrawal' },
    });
    answer('get', '/me/consents', standing(null));
    renderScreen(<WithdrawConsentCard />, { role: 'client' });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent?' });
    expect(dialog).toHaveTextContent(erasureTexts.withdrawExplained);
    // Issue 30: it says what staff can no longer open and what they still see until erasure.
    expect(dialog).toHaveTextContent(/can no longer open your health records/);
    expect(dialog).toHaveTextContent(/still see your name, contact details and profile/);
    expect(dialog).not.toHaveTextContent(/stops all use/);
    answer('get', '/me/erasure', { ...waiting, reason: 'withdrawal' });
    answer('get', '/me/consents', standing(waiting.requestedAt));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith(erasureTexts.withdrawn);
    expect(await screen.findByText(/You withdrew consent/)).toBeVisible();
  });

  it('offers to give consent again once she has withdrawn, and records it', async () => {
    answer('get', '/me/erasure', { ...waiting, reason: 'withdrawal' });
    answer('get', '/me/consents', standing(waiting.requestedAt));
    const sent = recordCalls('post', '/me/consents', standing(null));
    renderScreen(<WithdrawConsentCard />, { role: 'client' });
    expect(await screen.findByText(/Your account and data will be erased on/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Give consent again' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ version: PRIVACY_NOTICE_VERSION });
    expect(toast.success).toHaveBeenCalledWith(erasureTexts.consentAgain);
  });

  it('says the status failed to load', async () => {
    answer('get', '/me/consents', standing(null));
    fail('get', '/me/erasure');
    renderScreen(<WithdrawConsentCard />, { role: 'client' });
    expect(await screen.findByRole('alert')).toHaveTextContent(erasureTexts.fetchFailed);
  });
});

describe("the admin's erasure panel", () => {
  it('lists waiting erasures by name and done ones by reference only, with no cancel button', async () => {
    answer('get', '/admin/erasures', {
      pending: [{ ...waiting, clientName: 'Meera Iyer', reason: 'withdrawal', attempts: 0 }],
      receipts: [
        {
          reference: 'ER-ABCDEFGH',
          role: 'client',
          reason: 'retention',
          requestedAt: waiting.requestedAt,
          erasedAt: waiting.scheduledFor,
          summary: { messages: 3 },
        },
      ],
    });
    renderScreen(<AdminErasuresPanel />, { role: 'admin' });
    expect(await screen.findByText('Meera Iyer')).toBeVisible();
    expect(screen.getByText(/Consent withdrawn/)).toBeVisible();
    expect(screen.getByText('ER-ABCDEFGH')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is empty, and that it failed to load', async () => {
    answer('get', '/admin/erasures', { pending: [], receipts: [] });
    const first = renderScreen(<AdminErasuresPanel />, { role: 'admin' });
    expect(await screen.findByText('No erasure is waiting.')).toBeVisible();
    first.unmount();
    fail('get', '/admin/erasures');
    renderScreen(<AdminErasuresPanel />, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(erasureTexts.adminFetchFailed);
  });
});
