import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './format.ts';

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
    [249950, '₹2,499.50'],
    [294882, '₹2,948.82'],
    [10_000_000, '₹1,00,000.00'],
    [-5000, '-₹50.00'],
    [100_000_000, '₹10,00,000.00'],
    [-294882, '-₹2,948.82'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });

  it('writes the paise in her digits too', () => {
    expect(formatPaise(294882, 'hi-IN-u-nu-deva')).toBe('₹२,९४८.८२');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it.each([
    ['2499.50', 249950],
    ['2499.5', 249950],
    ['2499', 249900],
    ['2499.', 249900],
    ['₹2,499.50', 249950],
    [' 0.29 ', 29],
    ['0.07', 7],
    ['1,00,000', 10_000_000],
  ])('reads %s as %i paise', (typed, paise) => {
    expect(rupeesToPaise(typed)).toBe(paise);
  });

  it.each(['', 'abc', '2499.505', '-5', '1e3', '.5'])('refuses %j', (typed) => {
    expect(rupeesToPaise(typed)).toBeNull();
  });
});

describe('paiseToRupees', () => {
  it.each([
    [249950, '2499.50'],
    [249900, '2499'],
    [7, '0.07'],
    [0, '0'],
  ])('gives %i paise as %s', (paise, typed) => {
    expect(paiseToRupees(paise)).toBe(typed);
    expect(rupeesToPaise(typed)).toBe(paise);
  });
});
