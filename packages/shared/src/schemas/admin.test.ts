import { describe, expect, it } from 'vitest';
import { clientInputSchema, nutritionistInputSchema } from './admin.ts';

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the admin dialog schemas', () => {
  it('gives every failing field of an empty nutritionist form its own message at once', () => {
    const result = nutritionistInputSchema.safeParse({ name: '', email: '', specialty: '' });
    expect(messagesOf(result)).toEqual([
      'Name is required',
      'Email is required',
      'Specialty is required',
    ]);
  });

  it('accepts either name of the specialty field and keeps one', () => {
    expect(
      nutritionistInputSchema.parse({ name: 'A', email: 'a@b.in', specialty: 'Diabetes' })
        .specialization,
    ).toBe('Diabetes');
    expect(
      nutritionistInputSchema.parse({ name: 'A', email: 'a@b.in', specialization: 'Renal' })
        .specialization,
    ).toBe('Renal');
  });

  it('gives every failing field of an empty client form its own message at once', () => {
    const result = clientInputSchema.safeParse({
      name: '',
      email: 'x',
      nutritionist: '',
      plan: '',
    });
    expect(messagesOf(result)).toEqual([
      'Name is required',
      'Invalid email format',
      'Nutritionist is required',
      'Plan is required',
    ]);
  });
});
