import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import Terms from './terms.tsx';

describe('the terms, /terms', () => {
  it('reads as it always has in English, with the footer’s anchors on their clauses', () => {
    render(
      <MemoryRouter>
        <Terms />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(screen.getByText('Last updated 22 Nov 2026.')).toBeVisible();
    expect(screen.getByRole('heading', { name: '6. Refunds' }).parentElement).toHaveAttribute(
      'id',
      'refunds',
    );
    expect(
      screen.getByRole('heading', { name: '7. Privacy of your health data' }).parentElement,
    ).toHaveAttribute('id', 'privacy');
  });
});
