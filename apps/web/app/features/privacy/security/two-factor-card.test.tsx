import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const on = {
  enabled: true,
  enabledAt: '2026-05-04T09:30:00.000Z',
  recoveryCodesLeft: 9,
  required: false,
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

describe('the two-factor card', () => {
  startMockApi();
  const show = () => renderScreen(<TwoFactorCard />, { role: 'nutritionist' });

  itShowsReadStates({
    path: '/me/two-factor',
    show,
    loading: { status: 'Loading…' },
    failed: {
      says: 'Could not load two-factor sign-in. Please try again.',
      retried: {
        answer: off,
        shows: () => screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
      },
    },
  });

  it('sets up with the QR code and key, turns on with a code and shows the recovery codes once', async () => {
    answer('get', '/me/two-factor', off);
    answer('post', '/me/two-factor/setup', {
      otpauthUri: 'otpauth://totp/NourishWell:asha?secret=JBSWY3DPEHPK3PXP',
      qrDataUrl: 'data:image/png;base64,AAAA',
      secret: 'JBSWY3DPEHPK3PXP',
    });
    let sent: unknown;
    apiServer.use(
      http.post('*/api/me/two-factor/enable', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Two-factor sign-in is on.', recoveryCodes: codes });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();

    fireEvent.change(screen.getByLabelText('6-digit code from the app'), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(sent).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
  });

  it('shows the server’s message when the code is wrong', async () => {
    answer('get', '/me/two-factor', on);
    answer(
      'post',
      '/me/two-factor/recovery-codes',
      { message: 'That code is not right. Please try again.', code: 'CODE_WRONG' },
      { status: 400 },
    );
    show();
    fireEvent.change(await screen.findByLabelText('Code from the app'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('That code is not right. Please try again.').length,
      ).toBeGreaterThan(0),
    );
  });

  it('turns off with her password and a code, and hides turning off where it is required', async () => {
    answer('get', '/me/two-factor', on);
    let sent: unknown;
    apiServer.use(
      http.post('*/api/me/two-factor/disable', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Two-factor sign-in is off.' });
      }),
    );
    const first = show();
    expect(await screen.findByText(/9 of 10 recovery codes left/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText('Code from the app, or a recovery code'), {
      target: { value: 'ABCDE-FGH01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await waitFor(() => expect(sent).toEqual({ password: 'secret-pass', code: 'abcdefgh01' }));
    first.unmount();

    answer('get', '/me/two-factor', { ...on, required: true });
    show();
    expect(
      await screen.findByText(
        'Two-factor sign-in is required for admins here, so it cannot be turned off.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor' })).toBeNull();
  });
});
