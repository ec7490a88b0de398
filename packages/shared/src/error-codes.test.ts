import { describe, expect, it } from 'vitest';
import { errorCodes, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it('lists each code once', () => {
    const repeated = errorCodes.filter((code, index) => errorCodes.indexOf(code) !== index);
    expect(repeated).toEqual([]);
  });

  it('writes every code in capitals joined by underscores, as the web compares them', () => {
    expect(errorCodes.filter((code) => !/^[A-Z]+(_[A-Z]+)*$/.test(code))).toEqual([]);
  });

  it('knows a listed code and nothing else', () => {
    expect(isErrorCode('CONSENT_WITHDRAWN')).toBe(true);
    expect(isErrorCode('consent_withdrawn')).toBe(false);
    expect(isErrorCode('VALIDATION')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});
