import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale, type Role } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import {
  adminProfiles,
  clients,
  nutritionists,
  users,
  userSessions,
} from '#api/db/schema/index.ts';

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  role: Role;
  mustChangePassword: boolean;
  tokenVersion: number;
  /** Issue 18: the privacy notice version she last accepted (null before her first). */
  consentVersion: string | null;
  consentWithdrawnAt: Date | null;
  /** Issue 33: the language of her app and messages, read with her login for her emails. */
  language: Locale;
  /** Issue 33: her Hindi numbers and dates in Devanagari digits, by her choice. */
  devanagariDigits: boolean;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  mustChangePassword: users.mustChangePassword,
  tokenVersion: users.tokenVersion,
  consentVersion: users.consentVersion,
  consentWithdrawnAt: users.consentWithdrawnAt,
  language: users.language,
  devanagariDigits: users.devanagariDigits,
};

export async function findUserByEmail(
  db: Executor,
  email: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The name on the person's profile, whichever role they have. */
export async function findProfileName(
  db: Executor,
  id: number,
  role: Role,
): Promise<string | undefined> {
  const table =
    role === 'admin' ? adminProfiles : role === 'nutritionist' ? nutritionists : clients;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name;
}

/** The language of her app and messages, and whether she reads Devanagari digits (issue 33). */
export async function findLanguage(
  db: Executor,
  id: number,
): Promise<{ language: Locale; devanagariDigits: boolean }> {
  const [row] = await db
    .select({ language: users.language, devanagariDigits: users.devanagariDigits })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return {
    language: isLocale(row?.language) ? row.language : DEFAULT_LOCALE,
    devanagariDigits: row?.devanagariDigits ?? false,
  };
}

export async function setLanguage(db: Executor, id: number, language: Locale): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}

export async function setDigits(db: Executor, id: number, devanagariDigits: boolean) {
  await db.update(users).set({ devanagariDigits }).where(eq(users.id, id));
}

/**
 * Replaces the hash and bumps the token version, so every older token stops working; her
 * sessions end with them, so the list of devices shows none of the dead ones.
 */
export async function replacePassword(
  db: Executor,
  id: number,
  passwordHash: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning(userColumns);
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.userId, id), isNull(userSessions.revokedAt)));
  return row;
}

/** A new login; the caller adds the profile row in the same transaction. */
export async function insertUser(
  db: Executor,
  user: {
    email: string;
    passwordHash: string;
    role: Role;
    mustChangePassword: boolean;
    language?: Locale;
  },
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

export async function updateUserEmail(db: Executor, id: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Removes a login; its profile and every record keyed to it go with it (foreign keys cascade). */
export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** An admin's login and profile row, together (`npm run create-admin`). */
export async function insertAdmin(
  db: Executor,
  admin: { email: string; passwordHash: string; name: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email: admin.email,
      passwordHash: admin.passwordHash,
      role: 'admin',
      mustChangePassword: false,
    });
    await tx.insert(adminProfiles).values({ id, name: admin.name });
  });
}
