import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.ts';
import { changePasswordRequestSchema } from './password-change.ts';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('the sign-in schema', () => {
  it('lower-cases and trims the email', () => {
    const parsed = loginRequestSchema.parse({
      email: ' Asha@Example.TEST ',
      password: 'x',
      role: 'admin',
    });
    expect(parsed.email).toBe('asha@example.test');
  });

  it.each([
    [{ password: 'x', role: 'client' }],
    [{ email: 'a@b.c', role: 'client' }],
    [{ email: 'a@b.c', password: 'x' }],
    [{ email: '', password: '', role: '' }],
  ])('says "Please fill in all fields" for %o', (input) => {
    expect(firstMessage(loginRequestSchema.safeParse(input))).toBe('Please fill in all fields');
  });

  it('refuses a role outside admin, nutritionist and client', () => {
    const result = loginRequestSchema.safeParse({ email: 'a@b.c', password: 'x', role: 'owner' });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatch(/choose a role/i);
  });
});

describe('the password change schema', () => {
  const valid = { currentPassword: 'old-one', newPassword: 'secret1', confirmPassword: 'secret1' };

  it('accepts matching passwords of at least 6 characters', () => {
    expect(changePasswordRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ ...valid, newPassword: '', confirmPassword: '' }, 'Please fill in both fields.'],
    [{ ...valid, confirmPassword: '' }, 'Please fill in both fields.'],
    [
      { ...valid, newPassword: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters long.',
    ],
    [{ ...valid, confirmPassword: 'secret2' }, 'Passwords do not match.'],
  ])('refuses %o with "%s"', (input, message) => {
    expect(firstMessage(changePasswordRequestSchema.safeParse(input))).toBe(message);
  });
});
