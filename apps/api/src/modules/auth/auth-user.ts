import type { Role } from '@nourishwell/shared';

/** The signed-in person, as every service sees them (set by the auth plugin). */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  mustChangePassword: boolean;
}
