import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { emptyPage, noCounts } from '#web-test/fixtures/admin-records.ts';
import AdminNutritionists from './nutritionists.tsx';

startMockApi();

describe('the admin’s Nutritionists screen', () => {
  it('shows the table loading while the nutritionists are on their way', async () => {
    neverAnswer('get', '/admin/counts');
    neverAnswer('get', '/nuts/nutritionists');
    renderScreen(<AdminNutritionists />, { role: 'admin' });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
  });

  it('says no nutritionists were found when there are none', async () => {
    answer('get', '/admin/counts', noCounts);
    answer('get', '/nuts/nutritionists', ...emptyPage);
    renderScreen(<AdminNutritionists />, { role: 'admin' });
    expect(await screen.findByText('No nutritionists found.')).toBeInTheDocument();
  });

  it('says “Error: ” and the server’s message when the list and counters fail', async () => {
    fail('get', '/admin/counts');
    fail('get', '/nuts/nutritionists');
    renderScreen(<AdminNutritionists />, { role: 'admin' });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent(/^Error: Something went wrong$/);
  });
});
