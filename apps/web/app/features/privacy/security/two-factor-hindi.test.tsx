import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

startMockApi();

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

const showInHindi = () =>
  renderScreen(
    <I18nProvider locale="hi">
      <TwoFactorCard />
    </I18nProvider>,
    { role: 'nutritionist' },
  );

describe('two-factor sign-in, in Hindi', () => {
  it('explains it, sets it up with the QR code and shows the recovery codes in Hindi', async () => {
    answer('get', '/me/two-factor', {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    answer('post', '/me/two-factor/setup', {
      otpauthUri: 'otpauth://totp/NourishWell:asha?secret=JBSWY3DPEHPK3PXP',
      qrDataUrl: 'data:image/png;base64,AAAA',
      secret: 'JBSWY3DPEHPK3PXP',
    });
    answer('post', '/me/two-factor/enable', {
      message: 'Two-factor sign-in is on.',
      recoveryCodes: codes,
    });
    showInHindi();
    expect(await screen.findByText(/^दो-चरण साइन इन बंद है।/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'दो-चरण साइन इन सेट करें' }));
    expect(await screen.findByAltText('आपके ऑथेंटिकेटर ऐप के लिए QR कोड')).toBeVisible();
    const form = screen.getByRole('form', { name: 'दो-चरण साइन इन चालू करें' });
    fireEvent.change(within(form).getByLabelText('ऐप से मिला 6 अंकों का कोड'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'दो-चरण साइन इन चालू करें' }));
    const list = await screen.findByRole('list', { name: 'रिकवरी कोड' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/^इन रिकवरी कोड को किसी सुरक्षित जगह रखें।/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'कोड डाउनलोड करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मैंने इन्हें सँभालकर रख लिया है' })).toBeVisible();
  });

  it('says since when it is on and how many recovery codes are left, with its forms in Hindi', async () => {
    answer('get', '/me/two-factor', {
      enabled: true,
      enabledAt: '2026-05-04T06:30:00.000Z',
      recoveryCodesLeft: 9,
      required: false,
    });
    showInHindi();
    expect(
      await screen.findByText('दो-चरण साइन इन 4 मई 2026 से चालू है। 10 में से 9 रिकवरी कोड बाकी हैं।'),
    ).toBeVisible();
    const renew = screen.getByRole('form', { name: 'नए रिकवरी कोड' });
    expect(within(renew).getByLabelText('ऐप से मिला कोड')).toBeVisible();
    expect(within(renew).getByRole('button', { name: 'नए रिकवरी कोड बनाएँ' })).toBeVisible();
    const off = screen.getByRole('form', { name: 'दो-चरण साइन इन बंद करें' });
    expect(within(off).getByLabelText('पासवर्ड')).toBeVisible();
    expect(within(off).getByLabelText('ऐप से मिला कोड, या कोई रिकवरी कोड')).toBeVisible();
  });
});
