import { consentMessages } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import { hasWithdrawn, isOwnClient } from './access.repository.ts';

/**
 * Who may reach whose records, written once. Every refusal answers 404, as if the record
 * did not exist, so nobody learns which ids belong to someone else (decision 013).
 */
const CLIENT_NOT_FOUND = 'Client not found';

/** The signed-in person as these checks need her: an AuthUser or an audit Actor. */
interface Caller {
  id: number;
  role: string;
}

/** "This is me": an id the request names must be the caller's own. */
export function assertSelf(me: Caller, id: number, message = CLIENT_NOT_FOUND): void {
  if (id !== me.id) throw notFound(message);
}

/** "This client is hers": a nutritionist reaches only the clients assigned to her. */
export async function assertOwnClient(
  db: Executor,
  nutritionistId: number,
  clientId: number,
  message = CLIENT_NOT_FOUND,
): Promise<void> {
  if (!(await isOwnClient(db, nutritionistId, clientId))) throw notFound(message);
}

/** A client reaches her own records; a nutritionist those of a client of hers. */
export async function assertMayReachClient(
  db: Executor,
  me: Caller,
  clientId: number,
): Promise<void> {
  if (me.role === 'nutritionist') await assertOwnClient(db, me.id, clientId);
  else assertSelf(me, clientId);
}

/**
 * Issue 18: a client who withdrew consent gets no new records from her nutritionist or an
 * admin (409) until her erasure runs. One who has only not yet accepted a new notice
 * version is not refused: withdrawal alone stops processing.
 */
export async function assertClientConsents(db: Executor, clientId: number): Promise<void> {
  if (await hasWithdrawn(db, clientId)) {
    throw conflict(consentMessages.clientWithdrew, 'CONSENT_WITHDRAWN');
  }
}

/**
 * Issue 30: after she withdrew consent, her nutritionist and the admins no longer open her
 * health records (an entry's `records` other than the client record itself): reading them
 * is processing, and nothing the law asks the practice to keep needs them before her
 * erasure runs. Her client record (name, contact, profile) stays readable, so staff can see
 * that she withdrew and cancel her sessions. A nutritionist asking about someone else's
 * client is left to the handler's 404, so the answer tells her nothing about that client.
 */
export async function assertStaffMayReadRecords(
  db: Executor,
  reader: Caller,
  type: string,
  clientId: number,
): Promise<void> {
  if (reader.role === 'client' || type === 'client') return;
  if (!(await hasWithdrawn(db, clientId))) return;
  if (reader.role === 'nutritionist' && !(await isOwnClient(db, reader.id, clientId))) return;
  throw conflict(consentMessages.recordsClosed, 'CONSENT_WITHDRAWN');
}

/*
 * The questions a send to many and a client's own send ask, as the repository answers them:
 * her clients among `chosen` (all of hers when none are named), which of these people
 * withdrew consent (a send to many skips them), and a client's nutritionist (null while she
 * has none).
 */
export {
  nutritionistIdOf as nutritionistOf,
  ownClientIds as ownClientsAmong,
  withdrawnAmong as whoWithdrew,
} from './access.repository.ts';

/** A staff write about a client: she is this nutritionist's, and has not withdrawn consent. */
export async function assertMayWriteAbout(
  db: Executor,
  nutritionistId: number,
  clientId: number,
): Promise<void> {
  await assertOwnClient(db, nutritionistId, clientId);
  await assertClientConsents(db, clientId);
}
