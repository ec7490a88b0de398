export const roles = ['admin', 'nutritionist', 'client'] as const;
export type Role = (typeof roles)[number];

/** The label the dashboard header shows next to the email. */
export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  nutritionist: 'Nutritionist',
  client: 'Client',
};

/**
 * The choices of the sign-in "Login As" select: all three, none preselected
 * (docs/product.md, "Sign-in by role").
 */
export const loginRoleOptions: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'admin', label: 'Admin' },
  { value: 'nutritionist', label: 'Nutritionist' },
  { value: 'client', label: 'Client' },
];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function dashboardPath(role: Role): string {
  return `/dashboard/${role}`;
}

/**
 * Where a role lands after signing in: her dashboard, except a nutritionist, who lands on
 * "Today" (issue 36); her appointments stay at her dashboard's own address.
 */
export function homePath(role: Role): string {
  return role === 'nutritionist' ? '/dashboard/nutritionist/today' : dashboardPath(role);
}
