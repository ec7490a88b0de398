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
    [249900, '₹2,499.00'],
    [294882, '₹2,948.82'],
    [10000000, '₹1,00,000.00'],
    [100000000, '₹10,00,000.00'],
    [-22491, '-₹224.91'],
  ])('shows %i paise as %s', (amount, shown) => {
    expect(formatPaise(amount)).toBe(shown);
  });

  it('writes her digits when the locale names them', () => {
    expect(formatPaise(294882, 'hi-IN-u-nu-deva')).toBe('₹२,९४८.८२');
    expect(formatPaise(294882, 'hi-IN')).toBe('₹2,948.82');
  });
});
