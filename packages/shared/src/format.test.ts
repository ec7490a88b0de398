import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [2499, '₹2,499'],
    [100000, '₹1,00,000'],
  ])('shows %i as %s', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });
});
