import type { FastifyInstance } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { bearer, createUser, loginAs } from './factories.ts';

/** Bearer headers for a fresh admin, nutritionist and client. */
export async function tokensForRoles(app: FastifyInstance, db: Database) {
  const [admin, nutritionist, client] = await Promise.all([
    createUser(db, 'admin'),
    createUser(db, 'nutritionist'),
    createUser(db, 'client'),
  ]);
  return {
    admin: { user: admin, headers: bearer(await loginAs(app, admin)) },
    nutritionist: { user: nutritionist, headers: bearer(await loginAs(app, nutritionist)) },
    client: { user: client, headers: bearer(await loginAs(app, client)) },
  };
}
