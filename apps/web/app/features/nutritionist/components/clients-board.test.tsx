import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../../../test/records.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '../../../../test/screen.tsx';
import { ClientsBoard } from './clients-board.tsx';

startMockApi();

describe('the My Clients screen', () => {
  it('says it is loading while the caseload is on its way', async () => {
    neverAnswer('get', '/client/byNutId');
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading clients...');
  });

  it('shows an empty table with zero clients when she has none', async () => {
    answer('get', '/client/byNutId', []);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(await screen.findByText('0 clients')).toBeInTheDocument();
  });

  it('says the caseload failed and offers Retry when the server fails', async () => {
    fail('get', '/client/byNutId');
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client data. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the meal-plan builder from a client’s Add meal plan action', async () => {
    answer('get', '/client/byNutId', [
      {
        ...clientRecord(),
        goal: null,
        goalProgress: null,
        latestWeight: null,
        lastLoggedOn: null,
        adherence7d: null,
      },
    ]);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(
      await screen.findByRole('link', { name: 'Add meal plan for Meera Iyer' }),
    ).toHaveAttribute('href', '/dashboard/nutritionist/clients/7/meal-plan');
  });
});
