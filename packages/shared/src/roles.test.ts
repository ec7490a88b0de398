import { describe, expect, it } from 'vitest';
import { dashboardPath, homePath, isRole, loginRoleOptions, roleLabels } from './roles.ts';

describe('roles', () => {
  it('offers Admin, Nutritionist and Client at sign-in', () => {
    expect(loginRoleOptions.map((o) => o.label)).toEqual(['Admin', 'Nutritionist', 'Client']);
  });

  it('labels each role as the dashboard header shows it', () => {
    expect(roleLabels).toEqual({
      admin: 'Administrator',
      nutritionist: 'Nutritionist',
      client: 'Client',
    });
  });

  it('knows its roles and their dashboards', () => {
    expect(isRole('client')).toBe(true);
    expect(isRole('Client')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(dashboardPath('nutritionist')).toBe('/dashboard/nutritionist');
    expect(homePath('nutritionist')).toBe('/dashboard/nutritionist/today');
    expect(homePath('client')).toBe('/dashboard/client');
  });
});
