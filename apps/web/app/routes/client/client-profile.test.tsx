import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { ClientProfile } from './client-profile.tsx';
import { newClient } from '#web-test/fixtures/portal-records.ts';
import { portalMessages } from '@nourishwell/shared';

startMockApi();

const email = 'client@nourishwell.test';
const show = () => renderScreen(<ClientProfile email={email} />, { role: 'client', email });

/** Her record with nothing set, no goals, and her email not yet verified. */
function answerHerProfile() {
  answer('get', '/client/email', [newClient()]);
  answer('get', '/client/goal', []);
  answer('get', '/me/contacts', {
    phone: { value: null, verifiedAt: null },
    email: { value: email, verifiedAt: null },
  });
}

const showInHindi = () =>
  renderScreen(
    <I18nProvider locale="hi">
      <ClientProfile email={email} />
    </I18nProvider>,
    { role: 'client', email },
  );

describe('the client profile screen', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/client/email');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile...');
  });

  it('names her details in Hindi when Hindi is her language', async () => {
    answerHerProfile();
    showInHindi();
    expect(await screen.findByLabelText('पूरा नाम')).toHaveValue('Meera Shah');
    expect(screen.getByRole('heading', { name: 'आपकी जानकारी' })).toBeVisible();
    expect(screen.getByLabelText('वज़न (किलो)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeEnabled();
  });

  it('shows her details with blank fields and no goals when nothing is set', async () => {
    answerHerProfile();
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

describe('her profile form’s checks', () => {
  /** Clears her name, gives an age no one has, and saves. */
  async function saveWithoutAName(nameLabel: string, ageLabel: string, save: string) {
    fireEvent.change(await screen.findByLabelText(nameLabel), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(ageLabel), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: save }));
  }

  it('are said in Hindi when Hindi is her language', async () => {
    answerHerProfile();
    showInHindi();
    await saveWithoutAName('पूरा नाम', 'उम्र', 'बदलाव सहेजें');
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('उम्र 2 से 120 के बीच होनी चाहिए।')).toBeInTheDocument();
  });

  it('are the exact English texts in English', async () => {
    answerHerProfile();
    show();
    await saveWithoutAName('Full Name', 'Age', 'Save Changes');
    expect(await screen.findByText(portalMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(portalMessages.ageRange)).toBeInTheDocument();
  });
});
