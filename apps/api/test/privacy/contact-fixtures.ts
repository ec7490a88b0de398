import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import type { TestUser } from '../helpers/factories.ts';

type Headers = Record<string, string>;

/** She saves her profile with `phone` as she would from her profile screen. */
export function saveProfilePhone(
  app: FastifyInstance,
  who: Pick<TestUser, 'name' | 'email'>,
  headers: Headers,
  phone: string,
) {
  const payload = new FormData();
  payload.append('name', who.name);
  payload.append('email', who.email);
  payload.append('phone', phone);
  return app.inject({ method: 'POST', url: '/api/client/updateProfile', headers, payload });
}

export const sendCode = (app: FastifyInstance, headers: Headers, contact: 'phone' | 'email') =>
  app.inject({ method: 'POST', url: `/api/me/contacts/${contact}/verification`, headers });

export const confirmCode = (
  app: FastifyInstance,
  headers: Headers,
  contact: 'phone' | 'email',
  code: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/me/contacts/${contact}/verification/confirm`,
    headers,
    payload: { code },
  });

/** The code in the newest message queued to `recipient` (the SMS or the email she reads). */
export async function codeSentTo(db: Database, recipient: string): Promise<string> {
  const [row] = await db
    .select({ body: t.outbox.body })
    .from(t.outbox)
    .where(eq(t.outbox.recipient, recipient))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** She verifies her profile phone (ten digits) the way the profile screen does. */
export async function verifyPhone(
  app: FastifyInstance,
  db: Database,
  headers: Headers,
  phone: string,
): Promise<void> {
  const sent = await sendCode(app, headers, 'phone');
  if (sent.statusCode !== 202) throw new Error(`code not sent: ${sent.body}`);
  const confirmed = await confirmCode(app, headers, 'phone', await codeSentTo(db, `+91${phone}`));
  if (confirmed.statusCode !== 200) throw new Error(`code not confirmed: ${confirmed.body}`);
}
