import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateCode, isGstin } from './gst-states.ts';

describe('India’s GST state codes', () => {
  it('give each state and union territory its portal code, as written loosely too', () => {
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode(' jammu & kashmir ')).toBe('01');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Ladakh')).toBe('38');
    expect(gstStateCode('Atlantis')).toBeUndefined();
  });

  it('hold 36 places, each code once, and none of the codes no longer given', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(36);
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
  });
});

describe('a GSTIN', () => {
  it('passes when its shape, state and check character are right', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it('fails on a one-character typo, a wrong check character or a state that does not exist', () => {
    expect(isGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
    // Check characters that are right, on codes no state has now.
    expect(isGstin('25AAPFU0939F1ZZ')).toBe(false);
    expect(isGstin('99AAPFU0939F1ZK')).toBe(false);
  });

  it('fails when it is not 15 characters of the right kinds, or not in capitals', () => {
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('27aapfu0939f1zv')).toBe(false);
    expect(isGstin('27AAPFU0939F1YV')).toBe(false);
    expect(isGstin('')).toBe(false);
  });
});
