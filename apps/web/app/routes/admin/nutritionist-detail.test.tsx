import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import type { Route } from './+types/nutritionist-detail';
import { nutritionist } from '#web-test/fixtures/admin-records.ts';
import NutritionistDetail from './nutritionist-detail.tsx';

startMockApi();

const props = { params: { id: '4' } } as unknown as Route.ComponentProps;

describe('the admin’s nutritionist page', () => {
  it('says it is loading while the nutritionist is on its way', async () => {
    neverAnswer('get', '/admin/nutritionists/4');
    renderScreen(<NutritionistDetail {...props} />, { role: 'admin' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says she has no clients and no ratings yet when she is new', async () => {
    answer('get', '/admin/nutritionists/4', {
      nutritionist,
      rating: { average: null, count: 0 },
      clients: [],
    });
    renderScreen(<NutritionistDetail {...props} />, { role: 'admin' });
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });

  it('says the server’s message when the nutritionist cannot be loaded', async () => {
    fail('get', '/admin/nutritionists/4');
    renderScreen(<NutritionistDetail {...props} />, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
