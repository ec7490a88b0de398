import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathAfterLogin } from './return-to.ts';

describe('returning to the asked-for page after sign-in', () => {
  it('goes back to a dashboard page of the role that signed in, with its query', () => {
    expect(returnPathAfterLogin('/dashboard/admin/clients?q=meera', 'admin')).toBe(
      '/dashboard/admin/clients?q=meera',
    );
    expect(returnPathAfterLogin('/dashboard/client', 'client')).toBe('/dashboard/client');
  });

  it('goes to the role’s own dashboard when the page belongs to another role', () => {
    expect(returnPathAfterLogin('/dashboard/admin/clients', 'client')).toBe('/dashboard/client');
    expect(returnPathAfterLogin('/dashboard/adminx', 'admin')).toBe('/dashboard/admin');
  });

  it.each([
    '//evil.example/dashboard/admin',
    'https://evil.example/dashboard/admin',
    '/\\evil.example/dashboard/admin',
    'javascript:alert(1)',
    '/about',
    '/dashboard/admin/../../login',
    '',
  ])('ignores %j and goes to the role’s dashboard', (next) => {
    expect(returnPathAfterLogin(next, 'admin')).toBe('/dashboard/admin');
  });

  it('goes to the role’s home when no page was asked for: Today for a nutritionist', () => {
    expect(returnPathAfterLogin(null, 'nutritionist')).toBe('/dashboard/nutritionist/today');
    expect(returnPathAfterLogin(null, 'client')).toBe('/dashboard/client');
  });

  it('puts the asked-for page in the sign-in address', () => {
    expect(loginPathFor('/dashboard/admin/client/7?tab=goals')).toBe(
      '/login?next=%2Fdashboard%2Fadmin%2Fclient%2F7%3Ftab%3Dgoals',
    );
  });
});
