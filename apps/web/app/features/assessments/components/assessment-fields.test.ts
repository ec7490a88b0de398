import { describe, expect, it } from 'vitest';
import { assessmentFieldsSchema } from '@nourishwell/shared';
import { assessmentKeys, assessmentSections } from './assessment-fields.ts';

describe('the assessment form’s sections', () => {
  it('ask for every assessment field of the contract exactly once', () => {
    expect([...assessmentKeys].sort()).toEqual(Object.keys(assessmentFieldsSchema.shape).sort());
    expect(new Set(assessmentKeys).size).toBe(assessmentKeys.length);
  });

  it('are the five sections of the spec, in its order', () => {
    expect(assessmentSections.map((s) => s.title)).toEqual([
      'Anthropometric',
      'Biochemical',
      'Clinical',
      'Dietary',
      'Lifestyle',
    ]);
  });
});
