import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { englishCatalogue, LOCALES } from './locales.ts';
import { partProblems } from './parts.ts';

describe('the catalogue parts', () => {
  it('place every area of English in exactly one part', () => {
    expect(partProblems(Object.keys(englishCatalogue))).toEqual([]);
  });

  it.each(LOCALES)('place every area %s has', (locale) => {
    expect(partProblems(Object.keys(CATALOGUES[locale]))).toEqual([]);
  });

  it('names an area placed nowhere, saying where to place it, and one placed twice', () => {
    const parts = { base: ['common'], dashboard: ['journal', 'common'] };
    expect(partProblems(['common.save', 'journal.title', 'booking.title'], parts)).toEqual([
      'the area "common" is in more than one part: base, dashboard',
      expect.stringMatching(/^the area "booking" is in no catalogue part: add it to .*parts\.json/),
    ]);
  });
});
