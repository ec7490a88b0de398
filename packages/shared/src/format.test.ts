import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './format.ts';

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

describe('formatPaise', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [22491, '₹224.91'],
    [294882, '₹2,948.82'],
    [10000000, '₹1,00,000.00'],
    [100000000, '₹10,00,000.00'],
    [-294882, '-₹2,948.82'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });
});
