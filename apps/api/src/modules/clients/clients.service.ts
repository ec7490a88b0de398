import {
  adminMessages,
  type ClientRecord,
  type clientAddSchema,
  type clientInputSchema,
  type ClientUpdate,
  type nutritionistClientAddSchema,
  type nutritionistDeleteClientSchema,
  type CreatedClient,
  type ListQuery,
  type Locale,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { discardPhoto } from '#api/integrations/photos.ts';
import { createAccount, ensureEmailFree } from '#api/modules/accounts/create-account.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertClientConsents, assertOwnClient } from '#api/modules/access/client-access.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { deleteUser, updateUserEmail } from '#api/modules/accounts/accounts.service.ts';
import { journalPhotoNames } from '#api/modules/journal/journal-entries.service.ts';
import { findNutritionist, idsByName } from '#api/modules/nutritionists/nutritionists.service.ts';
import {
  bookSession,
  clearNextSession,
  setNextSession,
} from '#api/modules/scheduling/next-session.ts';
import { cancelSessionsHandedBack } from '#api/modules/scheduling/hand-back.ts';
import { sessionStartOf, type SessionStart } from '#api/modules/scheduling/session-day.ts';
import { sessionTransaction } from '#api/modules/scheduling/session-writes.ts';
import * as repo from './clients.repository.ts';

const NOT_FOUND = 'Client not found';
type DialogInput = z.output<typeof clientInputSchema>;
type AddInput = z.output<typeof clientAddSchema>;

/**
 * A page of the admin's client list and the total matching it. Counting joins every
 * client (the costly half at 5,000), so totals are kept until a client, account or
 * nutritionist changes (decision 005).
 */
export async function listClients(deps: AppDeps, query: ListQuery) {
  const q = query.q ?? '';
  const [rows, total] = await Promise.all([
    repo.clientsPage(deps.db, query),
    deps.readCache.remember(`client-count:${q}`, repo.COUNT_TABLES, () =>
      repo.countClients(deps.db, q),
    ),
  ]);
  return { rows, total };
}

export async function getClient(deps: AppDeps, id: number): Promise<ClientRecord> {
  const found = await repo.findClient(deps.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** The dialog names the nutritionist; it must name exactly one. */
async function nutritionistIdFor(deps: AppDeps, name: string): Promise<number> {
  const ids = await idsByName(deps.db, name);
  if (ids.length === 0) throw badRequest(adminMessages.unknownNutritionist, 'UNKNOWN_NUTRITIONIST');
  if (ids.length > 1)
    throw badRequest(adminMessages.ambiguousNutritionist, 'AMBIGUOUS_NUTRITIONIST');
  return ids[0] as number;
}

/**
 * A client's login and profile row, with her nutritionist and plan as given; the login
 * has a temporary password (docs/product.md, "Temporary passwords"). A next session given
 * on the form is booked as an appointment in the same transaction (her record's next
 * session follows from it).
 */
function createClientAccount(
  deps: AppDeps,
  actor: Actor,
  email: string,
  fields: Omit<repo.ClientFields, 'nextSession'> & {
    name: string;
    nextSession?: SessionStart;
    /** The language of her welcome email and app (issue 33); English when not given. */
    language?: Locale | undefined;
  },
): Promise<CreatedClient> {
  const { nextSession, language, ...profile } = fields;
  return createAccount(
    deps,
    actor,
    { role: 'client', email, name: fields.name, ...(language ? { language } : {}) },
    {
      insert: async (tx, id) => {
        await repo.insertClient(tx, { ...profile, id });
        if (!nextSession) return;
        const nutritionistId = profile.nutritionistId ?? null;
        await bookSession(deps, tx, actor, { clientId: id, nutritionistId }, nextSession);
      },
      find: repo.findClient,
    },
  );
}

/** POST /clients: the dashboard dialog's {name, email, nutritionist, plan}. */
export async function createClientFromDialog(
  deps: AppDeps,
  actor: Actor,
  input: DialogInput,
): Promise<CreatedClient> {
  const nutritionistId = await nutritionistIdFor(deps, input.nutritionist);
  return createClientAccount(deps, actor, input.email, {
    name: input.name,
    nutritionistId,
    plan: input.plan,
    language: input.language,
  });
}

/** POST /client/add: the management screen's full form. */
export async function addClient(
  deps: AppDeps,
  actor: Actor,
  input: AddInput,
): Promise<CreatedClient> {
  if (!(await findNutritionist(deps.db, input.nId)))
    throw badRequest(adminMessages.unknownNutritionist, 'UNKNOWN_NUTRITIONIST');
  return createClientAccount(deps, actor, input.email, {
    name: input.name,
    phone: input.phone,
    location: input.location ?? null,
    age: input.age,
    gender: input.gender,
    nutritionistId: input.nId,
    issue: input.issue ?? null,
    nextSession: sessionStartOf(input.nextSession),
    plan: input.plan ?? null,
    planDescription: input.planDescription ?? null,
    language: input.language,
  });
}

/** The nutritionist an edit names: by id (the edit form) or by name (the spec's dialog). */
async function nutritionistIdOf(deps: AppDeps, input: ClientUpdate): Promise<number | undefined> {
  if (input.nId !== undefined) {
    if (!(await findNutritionist(deps.db, input.nId)))
      throw badRequest(adminMessages.unknownNutritionist, 'UNKNOWN_NUTRITIONIST');
    return input.nId;
  }
  return input.nutritionist === undefined ? undefined : nutritionistIdFor(deps, input.nutritionist);
}

/** Only the fields the caller sent: an omitted field is kept, never erased. */
function changedFields(
  input: ClientUpdate,
  nutritionistId: number | undefined,
): Omit<repo.ClientFields, 'nextSession'> & { nextSession?: SessionStart | null } {
  const location = input.location !== undefined ? input.location : input.address;
  const nextSession =
    input.nextSession === undefined
      ? undefined
      : input.nextSession === null
        ? null
        : sessionStartOf(input.nextSession);
  const fields = {
    name: input.name,
    nutritionistId,
    plan: input.plan,
    planDescription: input.planDescription,
    phone: input.phone,
    location,
    age: input.age,
    gender: input.gender,
    issue: input.issue,
    nextSession,
    status: input.status,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as typeof fields;
}

/** An edit that does nothing but cancel her next session (allowed after a withdrawal). */
const onlyCancelsSession = (input: ClientUpdate) =>
  Object.entries(input).every(([key, value]) =>
    key === 'nextSession' ? value === null : value === undefined,
  ) && input.nextSession === null;

/** PUT /clients/{id}: the spec's four fields or the whole edit form. */
export async function updateClient(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: ClientUpdate,
): Promise<ClientRecord> {
  const before = await getClient(deps, id);
  // After she withdrew consent nothing about her changes but a cancelled session (issue 30):
  // an edit is processing too, and she corrects her own details by giving consent again.
  if (!onlyCancelsSession(input)) await assertClientConsents(deps.db, id);
  if (input.email) await ensureEmailFree(deps, input.email, id);
  const { nextSession, ...fields } = changedFields(input, await nutritionistIdOf(deps, input));
  return sessionTransaction(deps, async (tx) => {
    if (input.email && input.email !== before.email) await updateUserEmail(tx, id, input.email);
    if (Object.keys(fields).length > 0) await repo.updateClient(tx, id, fields);
    if (fields.nutritionistId !== undefined && fields.nutritionistId !== before.nId) {
      await cancelSessionsHandedBack(deps, tx, actor, {
        clientId: id,
        keep: fields.nutritionistId,
      });
    }
    // Her next session is an appointment now: the edit moves, books or cancels it.
    const client = {
      clientId: id,
      nutritionistId: fields.nutritionistId ?? before.nId,
      anyNutritionist: true,
    };
    if (nextSession) await setNextSession(deps, tx, actor, client, nextSession);
    else if (nextSession === null) await clearNextSession(deps, tx, actor, client);
    const after = await repo.findClient(tx, id);
    if (!after) throw notFound(NOT_FOUND);
    await audit(tx, actor, 'update', 'client', id, { before, after, subject: id });
    return after;
  });
}

/**
 * The login and every record of the client (cascading keys), in one transaction. Her
 * journal photos and profile photo are files, not rows: they are named inside the
 * transaction (so none logged meanwhile is missed) and removed once the delete is committed.
 */
export async function deleteClient(
  deps: AppDeps,
  actor: Actor,
  id: number,
  expectedEmail?: string,
): Promise<{ message: string }> {
  const before = await getClient(deps, id);
  // POST /client/delete/ names the client twice; both must agree.
  if (expectedEmail && expectedEmail !== before.email) throw notFound(NOT_FOUND);
  const photoNames = await deps.db.transaction(async (tx) => {
    const names = await journalPhotoNames(tx, id);
    await deleteUser(tx, id);
    await audit(tx, actor, 'delete', 'client', id, { before, subject: id });
    return names;
  });
  for (const name of photoNames) await deps.photos.remove(name);
  await discardPhoto(deps.photos, before.profilePicUrl);
  return { message: 'Client deleted successfully' };
}

/**
 * The nutritionist's Add New Client: the login is created for one of her own, with the plan
 * text (planDescription) and the next session the spec's form sends.
 */
export async function addOwnClient(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof nutritionistClientAddSchema>,
): Promise<CreatedClient> {
  return createClientAccount(deps, actor, input.email, {
    name: input.name,
    phone: input.phone,
    location: input.location,
    age: input.age,
    gender: input.gender,
    nutritionistId: actor.id,
    issue: input.issue,
    plan: input.plan,
    planDescription: input.planDescription || null,
    language: input.language,
    ...(input.nextSession ? { nextSession: sessionStartOf(input.nextSession) } : {}),
  });
}

/** POST /nuts/deleteClient: one of her clients, login and every record, in one transaction. */
export async function deleteOwnClient(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: z.output<typeof nutritionistDeleteClientSchema>,
) {
  await assertOwnClient(deps.db, me.id, input.cId);
  return deleteClient(deps, actor, input.cId, input.email || undefined);
}

/** POST /client/delete/:id (the spec's form): the client named by id, wherever the form put it. */
export function deleteClientNamed(
  deps: AppDeps,
  actor: Actor,
  id: number | undefined,
  email: string | undefined,
) {
  if (!id) throw badRequest('Give the id of the client to delete.');
  return deleteClient(deps, actor, id, email);
}
