import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import type { Route } from './+types/client-detail';
import { client } from '#web-test/fixtures/admin-records.ts';
import ClientDetail from './client-detail.tsx';

startMockApi();

const props = { params: { id: '7' } } as unknown as Route.ComponentProps;

describe('the admin’s client page', () => {
  it('says it is loading while the client is on its way', async () => {
    neverAnswer('get', '/admin/clients/7');
    renderScreen(<ClientDetail {...props} />, { role: 'admin' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says there is no progress, no goal, no session and no package yet for a new client', async () => {
    answer('get', '/admin/clients/7', { client, sessions: [], progress: [], goals: [] });
    answer('get', '/admin/clients/7/purchases', []);
    renderScreen(<ClientDetail {...props} />, { role: 'admin' });
    expect(await screen.findByText('No progress recorded yet.')).toBeInTheDocument();
    expect(screen.getByText('No goals yet.')).toBeInTheDocument();
    expect(screen.getByText('No sessions yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Packages & payments' })).toBeInTheDocument();
    expect(await screen.findByText('No packages sold to this client yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell a package' })).toBeInTheDocument();
  });

  it('says the server’s message when the client cannot be loaded', async () => {
    fail('get', '/admin/clients/7');
    renderScreen(<ClientDetail {...props} />, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
