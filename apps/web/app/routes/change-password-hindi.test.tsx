import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, fail, startMockApi } from '#web-test/screen.tsx';
import { saveSession } from '#web/lib/session.ts';
import ChangePassword, { clientLoader } from './change-password.tsx';

startMockApi();

const meera = {
  id: 3,
  email: 'meera@example.test',
  role: 'client',
  name: 'Meera',
  mustChangePassword: true,
  consentRequired: true,
  consentWithdrawn: false,
};

describe('the first sign-in’s Set a new password page, in her language', () => {
  it('speaks Hindi to a client whose account is in Hindi', async () => {
    saveSession('tok', { email: meera.email, role: 'client' });
    answer('get', '/users/me', { ...meera, language: 'hi' });
    answer('get', '/me/two-factor', {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const Stub = createRoutesStub([
      { path: '/change-password', Component: ChangePassword as never, loader: clientLoader },
    ]);
    render(<Stub initialEntries={['/change-password']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' })).toBeVisible();
    expect(
      screen.getByText(
        'आगे बढ़ने के लिए अपना खुद का पासवर्ड चुनें। अगली बार साइन इन करते समय आप इसी का इस्तेमाल करेंगे।',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('अभी का पासवर्ड')).toBeVisible();
  });

  it('speaks English when her account cannot be asked for its language and none is remembered', async () => {
    saveSession('tok', { email: meera.email, role: 'client' });
    fail('get', '/users/me');
    expect(await clientLoader()).toEqual({ language: 'en' });
  });
});
