import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { client, emptyPage, noCounts } from '#web-test/fixtures/admin-records.ts';
import AdminClients from './clients.tsx';

startMockApi();

describe('the admin’s Clients screen', () => {
  it('shows the table loading while the clients are on their way', async () => {
    neverAnswer('get', '/admin/counts');
    neverAnswer('get', '/client/clients');
    renderScreen(<AdminClients />, { role: 'admin' });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
  });

  it('says no clients were found when there are none', async () => {
    answer('get', '/admin/counts', noCounts);
    answer('get', '/client/clients', ...emptyPage);
    renderScreen(<AdminClients />, { role: 'admin' });
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
  });

  it('says “Error: ” and the server’s message when the list and counters fail', async () => {
    fail('get', '/admin/counts');
    fail('get', '/client/clients');
    renderScreen(<AdminClients />, { role: 'admin' });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent(/^Error: Something went wrong$/);
  });

  it('stays on the page she turned to after the search box has settled', async () => {
    answer('get', '/admin/counts', noCounts);
    answer('get', '/client/clients', [client], { headers: { 'X-Total-Count': '60' } });
    renderScreen(<AdminClients />, { role: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
  });
});
