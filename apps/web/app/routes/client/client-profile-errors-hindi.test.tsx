import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalMessages } from '@nourishwell/shared';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { newClient } from '#web-test/fixtures/portal-records.ts';
import { ClientProfile } from './client-profile.tsx';

startMockApi();

const email = 'client@nourishwell.test';

function showProfile(locale: 'en' | 'hi') {
  answer('get', '/client/email', [newClient()]);
  answer('get', '/client/goal', []);
  answer('get', '/me/contacts', {
    phone: { value: null, verifiedAt: null },
    email: { value: email, verifiedAt: null },
  });
  renderScreen(
    <I18nProvider locale={locale}>
      <ClientProfile email={email} />
    </I18nProvider>,
    { role: 'client', email },
  );
}

/** Clears her name, gives an age no one has, and saves. */
async function saveWithoutAName(nameLabel: string, ageLabel: string, save: string) {
  fireEvent.change(await screen.findByLabelText(nameLabel), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText(ageLabel), { target: { value: '500' } });
  fireEvent.click(screen.getByRole('button', { name: save }));
}

describe('her profile form’s checks', () => {
  it('are said in Hindi when Hindi is her language', async () => {
    showProfile('hi');
    await saveWithoutAName('पूरा नाम', 'उम्र', 'बदलाव सहेजें');
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('उम्र 2 से 120 के बीच होनी चाहिए।')).toBeInTheDocument();
  });

  it('are the exact English texts in English', async () => {
    showProfile('en');
    await saveWithoutAName('Full Name', 'Age', 'Save Changes');
    expect(await screen.findByText(portalMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(portalMessages.ageRange)).toBeInTheDocument();
  });
});
