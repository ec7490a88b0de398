import { PRIVACY_NOTICE_VERSION, type Role } from '@nourishwell/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { adminProfiles, clients, nutritionists, users } from '#api/db/schema/index.ts';
import { hashPassword } from '#api/lib/passwords.ts';

export const TEST_PASSWORD = 'correct-horse-1';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  name: string;
  password: string;
}

/**
 * An account with its profile row. Unique email per call unless one is given. It has
 * accepted the privacy notice in force (issue 18) unless `consented: false`, so tests of
 * anything else are not stopped by the consent gate.
 */
export async function createUser(
  db: Database,
  role: Role,
  options: {
    email?: string;
    name?: string;
    mustChangePassword?: boolean;
    consented?: boolean;
  } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = options.email ?? `${role}${sequence}-${process.pid}@example.test`;
  const name = options.name ?? `Test ${role} ${sequence}`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      role,
      passwordHash: await passwordHash,
      mustChangePassword: options.mustChangePassword ?? false,
      consentVersion: options.consented === false ? null : PRIVACY_NOTICE_VERSION,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  if (role === 'admin') await db.insert(adminProfiles).values({ id: user.id, name });
  if (role === 'nutritionist') {
    await db
      .insert(nutritionists)
      .values({ id: user.id, name, specialization: 'General nutrition' });
  }
  if (role === 'client') await db.insert(clients).values({ id: user.id, name });
  return { id: user.id, email: email.toLowerCase(), role, name, password: TEST_PASSWORD };
}

export async function loginAs(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password' | 'role'>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password, role: user.role },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A test user replaces TEST_PASSWORD with `newPassword`; answers the raw response. */
export function changePassword(app: FastifyInstance, token: string, newPassword: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/change-password',
    headers: bearer(token),
    payload: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
  });
}
