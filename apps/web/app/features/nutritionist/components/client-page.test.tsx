import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '../../../../test/screen.tsx';
import { emptyPlan, meera } from '../../../../test/meal-plan-records.ts';
import { ClientPage } from './client-page.tsx';

startMockApi();

const show = () => renderScreen(<ClientPage me={4} clientId={7} />, { role: 'nutritionist' });

describe('the client page of one of her clients', () => {
  it('says it is loading while her caseload is on its way', async () => {
    neverAnswer('get', '/client/byNutId');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading client…');
  });

  it('says the client is not hers when her caseload does not hold them', async () => {
    answer('get', '/client/byNutId', []);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Client not found. This client is not on your list.',
    );
  });

  it('says the client data failed and offers Retry when the server fails', async () => {
    fail('get', '/client/byNutId');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client data. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('links to the client’s meal-plan builder from her meal plan', async () => {
    answer('get', '/client/byNutId', [meera]);
    answer('get', '/client/progress', []);
    answer('get', '/client/goal', []);
    answer('get', '/clients/7/meal-plan', emptyPlan);
    show();
    expect(await screen.findByRole('link', { name: 'Open meal-plan builder' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/clients/7/meal-plan',
    );
  });
});
