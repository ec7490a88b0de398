import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ErasureCard } from './erasure-card.tsx';
import { WithdrawConsentCard } from './withdraw-consent-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.clearAllMocks());

const waiting = {
  id: 7,
  reason: 'request',
  status: 'pending',
  requestedAt: '2026-11-24T06:30:00.000Z',
  scheduledFor: '2026-11-26T06:30:00.000Z',
};
const standing = (withdrawnAt: string | null) => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  acceptedVersion: PRIVACY_NOTICE_VERSION,
  withdrawnAt,
  items: [],
});

const inHindi = (card: ReactNode) =>
  renderScreen(<I18nProvider locale="hi">{card}</I18nProvider>, { role: 'client' });

describe('deleting her account, in Hindi', () => {
  it('says what is erased, asks for her password in a Hindi dialog and says when it will happen', async () => {
    answer('get', '/me/erasure', null);
    const sent = recordCalls('post', '/me/erasure', waiting, 202);
    inHindi(<ErasureCard />);
    expect(await screen.findByText(/हमेशा के लिए मिटा दिए जाएँगे।/)).toBeVisible();
    expect(
      screen.getByText(
        'यह आपके कहने के 48 घंटे बाद होता है; हम आपको ईमेल करते हैं, और तब तक आप इसे रद्द कर सकते हैं।',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'मेरा खाता और डेटा मिटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना खाता और डेटा मिटाएँ?' });
    expect(within(dialog).getByRole('button', { name: 'मेरा खाता रहने दें' })).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('आपका पासवर्ड'), {
      target: { value: 'secret-pass-1' },
    });
    answer('get', '/me/erasure', waiting);
    fireEvent.click(within(dialog).getByRole('button', { name: 'मेरा खाता मिटाएँ' }));
    await waitFor(() => expect(sent).toEqual([{ password: 'secret-pass-1' }]));
    expect(toast.success).toHaveBeenCalledWith(
      'आपका खाता 48 घंटे में मिटा दिया जाएगा। तब तक आप इसे रद्द कर सकते हैं।',
    );
    // The date through Intl in Hindi, the month spelt out as in her erasure email.
    expect(
      await screen.findByText(/^आपका खाता और डेटा 26 नवंबर 2026 को .+ मिटा दिया जाएगा।$/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'मिटाना रद्द करें' })).toBeVisible();
  });
});

describe('withdrawing consent, in Hindi', () => {
  it('says in Hindi what withdrawing stops and what staff still see, and asks first', async () => {
    answer('get', '/me/erasure', null);
    answer('get', '/me/consents', standing(null));
    inHindi(<WithdrawConsentCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'सहमति वापस लें' }));
    const dialog = await screen.findByRole('dialog', { name: 'सहमति वापस लें?' });
    expect(dialog).toHaveTextContent(/आपके स्वास्थ्य रिकॉर्ड .+ नहीं खोल सकते।/);
    expect(dialog).toHaveTextContent(/आपका नाम, संपर्क की जानकारी और प्रोफ़ाइल/);
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });

  it('says when she withdrew and when erasure follows, and offers consent again', async () => {
    answer('get', '/me/erasure', { ...waiting, reason: 'withdrawal' });
    answer('get', '/me/consents', standing(waiting.requestedAt));
    const sent = recordCalls('post', '/me/consents', standing(null));
    inHindi(<WithdrawConsentCard />);
    expect(
      await screen.findByText(
        /^आपने 24 नवंबर 2026 को .+ सहमति वापस ली। आपका खाता और डेटा 26 नवंबर 2026 को .+ मिटा दिया जाएगा।$/,
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'फिर से सहमति दें' }));
    await waitFor(() => expect(sent).toEqual([{ version: PRIVACY_NOTICE_VERSION }]));
    expect(toast.success).toHaveBeenCalledWith(
      'धन्यवाद। आपकी सहमति दर्ज हो गई है, खाता मिटाना रद्द हो गया है और आपका खाता पहले की तरह काम करेगा।',
    );
  });
});
