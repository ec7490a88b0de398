import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '../../../../test/screen.tsx';
import { ClientDashboard } from './client-dashboard.tsx';
import { newClient } from './portal-test-records.ts';

startMockApi();

const email = 'client@nourishwell.test';
const show = () => renderScreen(<ClientDashboard email={email} />, { role: 'client', email });

describe('the client dashboard', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/client/email');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
  });

  it('shows a new client with no plan, nutritionist, weights or meals what is not set yet', async () => {
    answer('get', '/client/email', [newClient()]);
    answer('get', '/client/progress', []);
    answer('get', '/client/meal', {});
    show();
    expect(await screen.findByText('Welcome, Meera Shah')).toBeInTheDocument();
    expect(screen.getByText('Your nutritionist will set your plan soon.')).toBeInTheDocument();
    expect(screen.getByText('Not Assigned')).toBeInTheDocument();
    expect(
      await screen.findByText('No progress data available, Contact Nutritionist.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No Meal Plans available, Contact Nutritionist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Nutritionist' })).toBeDisabled();
  });

  it('says the dashboard failed and offers Retry when the server fails', async () => {
    fail('get', '/client/email');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load dashboard data. Please refresh the page or try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
