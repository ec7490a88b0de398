import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULING_DEFAULTS } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import AdminSettings from './settings.tsx';

startMockApi();

describe('the admin’s settings', () => {
  // The Scheduling card's own states are its own file's tests; here it simply loads.
  beforeEach(() => {
    const { bookingHorizonDays, minNoticeHours, changeWindowHours, reminderOffsetsMinutes } =
      SCHEDULING_DEFAULTS;
    answer('get', '/admin/scheduling-settings', {
      bookingHorizonDays,
      minNoticeHours,
      changeWindowHours,
      reminderOffsetsMinutes: [...reminderOffsetsMinutes],
    });
    // So has Billing (issue 34): not set yet.
    answer('get', '/admin/billing-settings', null);
    // Two-factor and devices have their own tests; here they simply load.
    answer('get', '/me/two-factor', {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    answer('get', '/me/sessions', [
      {
        id: 'this-device',
        device: 'Chrome on Linux',
        ip: '127.0.0.1',
        signedInAt: '2026-11-24T09:00:00.000Z',
        lastSeenAt: '2026-11-24T09:00:00.000Z',
        current: true,
      },
    ]);
  });

  it('says the profile is loading while it is on its way', async () => {
    neverAnswer('get', '/admin/profile');
    renderScreen(<AdminSettings />, { role: 'admin', dataRouter: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('leaves phone and address empty when she has given none', async () => {
    answer('get', '/admin/profile', {
      name: 'Admin',
      email: 'admin@nourishwell.test',
      phone: null,
      address: null,
    });
    renderScreen(<AdminSettings />, { role: 'admin', dataRouter: true });
    expect(await screen.findByLabelText('Name')).toHaveValue('Admin');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Scheduling' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing' })).toBeInTheDocument();
  });

  it('says the server’s message when the profile cannot be loaded', async () => {
    fail('get', '/admin/profile');
    renderScreen(<AdminSettings />, { role: 'admin', dataRouter: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
