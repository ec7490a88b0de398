import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactTexts } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ContactVerification } from './contact-verification.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.clearAllMocks());

describe('her verified phone and email, in Hindi', () => {
  it('names each contact, says which is verified and asks for the code in Hindi', async () => {
    answer('get', '/me/contacts', {
      phone: { value: '9812345678', verifiedAt: null },
      email: { value: 'meera@example.test', verifiedAt: '2026-11-20T06:30:00.000Z' },
    });
    recordCalls(
      'post',
      '/me/contacts/phone/verification',
      { message: contactTexts.codeSent('phone'), expiresAt: '2026-11-20T10:10:00.000Z' },
      202,
    );
    renderScreen(
      <I18nProvider locale="hi">
        <ContactVerification />
      </I18nProvider>,
      { role: 'client' },
    );
    expect(await screen.findByRole('heading', { name: 'वेरिफ़ाई किए गए फ़ोन और ईमेल' })).toBeVisible();
    expect(screen.getByText(/^ईमेल:/)).toBeVisible();
    expect(screen.getByText('वेरिफ़ाई हो गया')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'फ़ोन वेरिफ़ाई करें' }));
    const form = await screen.findByRole('form', { name: 'फ़ोन वेरिफ़ाई करें: कोड' });
    expect(within(form).getByLabelText('कोड')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'पक्का करें' })).toBeVisible();
    // The server's answer is English; she is told the same in Hindi.
    expect(toast.success).toHaveBeenCalledWith(
      'हमने आपके फ़ोन पर 6 अंकों का कोड भेजा है। यह 10 मिनट में खत्म हो जाएगा।',
    );
    expect(screen.getByRole('button', { name: 'नया कोड भेजें' })).toBeVisible();
  });
});
