import { adminMessages, type Locale, type Role } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { conflict } from '#api/lib/errors.ts';
import { hashPassword } from '#api/lib/passwords.ts';
import { temporaryPassword } from '#api/lib/temporary-password.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { findUserByEmail, insertUser } from './accounts.repository.ts';
import { queueWelcomeEmail } from './welcome-email.ts';

/**
 * 409 when another login holds the email (`exceptId` is the person being edited). Two
 * requests at once can both pass this check; the database's unique key then refuses the
 * second, and the error handler answers that 409 too (lib/unique-violation.ts).
 */
export async function ensureEmailFree(deps: AppDeps, email: string, exceptId?: number) {
  const holder = await findUserByEmail(deps.db, email);
  if (holder && holder.id !== exceptId) throw conflict(adminMessages.emailTaken, 'EMAIL_TAKEN');
}

/**
 * Who is created: the login's email and role, the name the welcome mail greets, and the
 * language she reads when the practice knows it (issue 33; English otherwise).
 */
export interface NewAccount {
  role: Exclude<Role, 'admin'>;
  email: string;
  name: string;
  language?: Locale;
}

/** How a role's profile row is written and read back, inside the creating transaction. */
export interface ProfileStore<T> {
  insert(tx: Executor, id: number): Promise<void>;
  find(tx: Executor, id: number): Promise<T | undefined>;
}

/**
 * The login (with a temporary password it must change: docs/product.md, "Temporary
 * passwords"), the profile, the audit row and the welcome email, in one transaction.
 * Answers the record with the temporary password, which is shown once.
 */
export async function createAccount<T extends object>(
  deps: AppDeps,
  actor: Actor,
  account: NewAccount,
  profile: ProfileStore<T>,
): Promise<T & { temporaryPassword: string }> {
  await ensureEmailFree(deps, account.email);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const created = await deps.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email: account.email,
      passwordHash,
      role: account.role,
      mustChangePassword: true,
      ...(account.language ? { language: account.language } : {}),
    });
    await profile.insert(tx, id);
    const record = await profile.find(tx, id);
    if (!record) throw new Error(`${account.role} not created`);
    await audit(tx, actor, 'create', account.role, id, {
      after: record,
      // A new client is the subject of her own account's creation (her access log).
      subject: account.role === 'client' ? id : null,
    });
    await queueWelcomeEmail(deps, tx, { ...account, temporaryPassword: password });
    return record;
  });
  deps.outbox.kick();
  return { ...created, temporaryPassword: password };
}
