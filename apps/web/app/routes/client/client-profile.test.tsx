import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { ClientProfile } from './client-profile.tsx';
import { newClient } from '#web-test/fixtures/portal-records.ts';

startMockApi();

const email = 'client@nourishwell.test';
const show = () => renderScreen(<ClientProfile email={email} />, { role: 'client', email });

describe('the client profile screen', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/client/email');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile...');
  });

  it('names her details in Hindi when Hindi is her language', async () => {
    answer('get', '/client/email', [newClient()]);
    answer('get', '/client/goal', []);
    answer('get', '/me/contacts', {
      phone: { value: null, verifiedAt: null },
      email: { value: email, verifiedAt: null },
    });
    renderScreen(
      <I18nProvider locale="hi">
        <ClientProfile email={email} />
      </I18nProvider>,
      { role: 'client', email },
    );
    expect(await screen.findByLabelText('पूरा नाम')).toHaveValue('Meera Shah');
    expect(screen.getByRole('heading', { name: 'आपकी जानकारी' })).toBeVisible();
    expect(screen.getByLabelText('वज़न (किलो)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeEnabled();
  });

  it('shows her details with blank fields and no goals when nothing is set', async () => {
    answer('get', '/client/email', [newClient()]);
    answer('get', '/client/goal', []);
    answer('get', '/me/contacts', {
      phone: { value: null, verifiedAt: null },
      email: { value: email, verifiedAt: null },
    });
    show();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Meera Shah');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(
      await screen.findByText('No goals yet. Add one to track what you are working on.'),
    ).toBeInTheDocument();
  });

  it('says her profile was not found when no record has her email', async () => {
    answer('get', '/client/email', []);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Profile not found. Please contact support.',
    );
  });

  it('says the server failed and offers Retry when the server fails', async () => {
    fail('get', '/client/email');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
