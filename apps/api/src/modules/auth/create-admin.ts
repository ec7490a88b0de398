import { z } from 'zod';
import { emailSchema, LIMITS, messages } from '@nourishwell/shared';
import type { Database } from '#api/db/client.ts';
import { hashPassword } from '#api/lib/passwords.ts';
import { findUserByEmail, insertAdmin } from '#api/modules/accounts/accounts.service.ts';

const inputSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(LIMITS.passwordMinLength, messages.password.tooShort)
    .max(LIMITS.passwordMaxLength, messages.password.tooLong),
  name: z.string().trim().min(1).max(LIMITS.nameMaxLength),
});

export type CreateAdminResult = { ok: true; email: string } | { ok: false; message: string };

/** Creates an admin account with its profile; refuses an email already in use. */
export async function createAdmin(
  db: Database,
  input: { email: string; password: string; name: string },
): Promise<CreateAdminResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `--${issue?.path.join('.') ?? 'input'}: ${issue?.message ?? 'is not valid'}`,
    };
  }
  const { email, password, name } = parsed.data;
  if (await findUserByEmail(db, email))
    return { ok: false, message: `${email} already has an account.` };
  await insertAdmin(db, { email, passwordHash: await hashPassword(password), name });
  return { ok: true, email };
}
