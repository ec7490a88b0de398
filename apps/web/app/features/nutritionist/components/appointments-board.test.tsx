import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '../../../../test/screen.tsx';
import { AppointmentsBoard } from './appointments-board.tsx';

startMockApi();

const email = 'asha@nourishwell.test';
const show = () => renderScreen(<AppointmentsBoard email={email} />, { role: 'nutritionist' });

describe('the Appointments screen', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/nuts/email');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
  });

  it('shows empty tables when she has no clients and no completed sessions', async () => {
    answer('get', '/nuts/email', [{ id: 4, email }]);
    answer('get', '/client/byNutId', []);
    answer('get', '/nuts/appointmentsCompleted', []);
    show();
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
    expect(screen.getByText('No completed appointments yet.')).toBeInTheDocument();
  });

  it('says the dashboard failed and offers Retry when the server fails', async () => {
    fail('get', '/nuts/email');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading dashboard: Something went wrong',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
