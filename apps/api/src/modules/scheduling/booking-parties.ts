import { schedulingMessages } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertOwnClient, assertSelf } from '#api/modules/access/client-access.ts';
import { findAvailability, nutritionistOfClient } from './availability.repository.ts';
import { findSession, type SessionRow } from './sessions.repository.ts';

/** The two people of a booking call: a client books with her own nutritionist, a nutritionist for one of her clients. */
export interface Parties {
  clientId: number;
  nutritionistId: number;
}

export async function partiesOf(
  deps: AppDeps,
  me: AuthUser,
  clientId: number | undefined,
): Promise<Parties> {
  if (me.role === 'client') {
    if (clientId !== undefined) assertSelf(me, clientId);
    const nutritionistId = await nutritionistOfClient(deps.db, me.id);
    if (nutritionistId === null) {
      throw badRequest(schedulingMessages.noNutritionist, 'NO_NUTRITIONIST');
    }
    return { clientId: me.id, nutritionistId };
  }
  if (clientId === undefined) {
    throw badRequest(schedulingMessages.clientRequired, 'CLIENT_REQUIRED');
  }
  await assertOwnClient(deps.db, me.id, clientId);
  return { clientId, nutritionistId: me.id };
}

/** The zone a person's dates are read in when she names none: her nutritionist's. */
export async function defaultZone(deps: AppDeps, nutritionistId: number | null): Promise<string> {
  const hours =
    nutritionistId === null ? undefined : await findAvailability(deps.db, nutritionistId);
  return hours?.timeZone ?? deps.config.defaultTimeZone;
}

/** A session the caller may reach: the client's own, or one the nutritionist holds; else 404. */
export async function reachableSession(
  db: Executor,
  me: AuthUser,
  id: number,
): Promise<SessionRow> {
  const row = await findSession(db, id);
  const mine =
    row && (me.role === 'client' ? row.clientId === me.id : row.nutritionistId === me.id);
  if (!row || !mine) throw notFound('Session not found');
  return row;
}
