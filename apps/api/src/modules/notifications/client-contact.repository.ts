import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { clients, users } from '#api/db/schema/index.ts';

/** How to write to her: her name, email, mobile, language and digits. */
export async function messageContactOf(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      name: clients.name,
      phone: clients.phone,
      email: users.email,
      language: users.language,
      devanagariDigits: users.devanagariDigits,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.id))
    .where(eq(clients.id, clientId));
  return row;
}
