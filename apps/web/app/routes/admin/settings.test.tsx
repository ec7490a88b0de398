import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '../../../test/screen.tsx';
import AdminSettings from './settings.tsx';

startMockApi();

describe('the admin’s settings', () => {
  it('says the profile is loading while it is on its way', async () => {
    neverAnswer('get', '/admin/profile');
    renderScreen(<AdminSettings />, { role: 'admin' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('leaves phone and address empty when she has given none', async () => {
    answer('get', '/admin/profile', {
      name: 'Admin',
      email: 'admin@nourishwell.test',
      phone: null,
      address: null,
    });
    renderScreen(<AdminSettings />, { role: 'admin' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Admin');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('says the server’s message when the profile cannot be loaded', async () => {
    fail('get', '/admin/profile');
    renderScreen(<AdminSettings />, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
