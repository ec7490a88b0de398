import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '#web/lib/session.ts';
import { aClient } from '#web-test/people.ts';
import { answer, fail, startMockApi } from '#web-test/screen.tsx';
import Consent, { clientLoader } from './consent.tsx';

startMockApi();

const me = (language: 'en' | 'hi') => aClient({ consentRequired: true, language });

/** The page as the router renders it: its loader first, outside the dashboard's providers. */
function showConsentPage() {
  saveSession('tok', { email: 'meera@example.test', role: 'client' });
  const Stub = createRoutesStub([
    {
      path: '/consent',
      Component: Consent as never,
      loader: () => clientLoader(),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/consent']} />);
}

describe('the consent page', () => {
  it('speaks the language on her account: Hindi for a client who reads Hindi', async () => {
    answer('get', '/users/me', me('hi'));
    showConsentPage();
    expect(await screen.findByRole('heading', { name: 'आपकी प्राइवेसी' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'मैं सहमत हूँ' })).toBeVisible();
  });

  it('is in English when she reads English, or when who she is cannot be read', async () => {
    answer('get', '/users/me', me('en'));
    showConsentPage();
    expect(await screen.findByRole('heading', { name: 'Your privacy' })).toBeVisible();
    fail('get', '/users/me');
    expect((await clientLoader()).locale).toBe('en');
  });
});
