import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

function renderRating(current: number | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StarRating nutId={1} email="meera@nourishwell.test" current={current} />
    </QueryClientProvider>,
  );
}

describe('the star rating', () => {
  it('is a group of five radios named "Rate N out of 5", showing her current rating', () => {
    renderRating(3);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Rate ${n} out of 5`),
    );
    expect(screen.getByRole('radio', { name: 'Rate 3 out of 5' })).toBeChecked();
    expect(screen.getByText('Your rating: 3 out of 5')).toBeVisible();
  });

  it('sends nothing until a different rating is chosen', () => {
    renderRating(3);
    const submit = screen.getByRole('button', { name: 'Submit Rating' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Rate 4 out of 5' }));
    expect(submit).toBeEnabled();
  });

  it('invites a first rating when she has none', () => {
    renderRating(null);
    expect(screen.getByText('You have not rated yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Rating' })).toBeDisabled();
  });
});
