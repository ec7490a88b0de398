import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { emptyPage, noCounts } from '#web-test/fixtures/admin-records.ts';
import AdminDashboard from './dashboard.tsx';

startMockApi();

const reads = [
  '/admin/profile',
  '/admin/counts',
  '/nuts/nutritionists',
  '/client/clients',
  '/admin/privacy/summary',
  '/admin/practice-health',
];

describe('the admin dashboard', () => {
  it('shows both tables loading and the counters as dots while the calls are on their way', async () => {
    for (const path of reads) neverAnswer('get', path);
    renderScreen(<AdminDashboard />, { role: 'admin' });
    expect(await screen.findAllByText('Loading…')).toHaveLength(2);
    expect(screen.getAllByText('…')).toHaveLength(3);
  });

  it('says no nutritionists and no clients were found when the practice has none', async () => {
    answer('get', '/admin/profile', {
      name: 'Admin',
      email: 'a@x.test',
      phone: null,
      address: null,
    });
    answer('get', '/admin/counts', noCounts);
    answer('get', '/nuts/nutritionists', ...emptyPage);
    answer('get', '/client/clients', ...emptyPage);
    neverAnswer('get', '/admin/practice-health');
    answer('get', '/admin/privacy/summary', {
      openGrievances: 0,
      overdueGrievances: 0,
      dueSoonGrievances: 0,
      openBreaches: 0,
      breachesPastReportDeadline: 0,
    });
    renderScreen(<AdminDashboard />, { role: 'admin' });
    expect(await screen.findByText('No nutritionists found')).toBeInTheDocument();
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
  });

  it('says the server’s message where each part failed when every call fails', async () => {
    for (const path of reads) fail('get', path);
    renderScreen(<AdminDashboard />, { role: 'admin' });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    // The spec's three parts say it their way; Practice health (issue 36) in its own words.
    const texts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(texts.filter((text) => text === 'Error: Something went wrong')).toHaveLength(3);
    expect(texts).toContainEqual(
      expect.stringContaining('Could not load practice health. Please try again.'),
    );
  });
});
