import { randomBytes } from 'node:crypto';
import {
  GRIEVANCE_DUE_SOON_DAYS,
  grievanceDueAt,
  grievanceMessages,
  publicMessages,
  type AdminGrievance,
  type GrievanceCreated,
  type GrievanceStatus,
  type MyGrievance,
  type grievanceInputSchema,
  type myGrievanceInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { UserEvent } from '#api/lib/event-bus.ts';
import { conflict, notFound, tooManyRequests } from '#api/lib/errors.ts';
import { textsFor, textsForPerson, type Texts } from '#api/lib/i18n.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { addNotice } from '#api/modules/notifications/notices.service.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { adminGrievanceView, dateInWords, myGrievanceView } from './grievance-views.ts';
import * as repo from './grievances.repository.ts';
import { adminIds, peopleByIds } from './people.repository.ts';
import { concernAnswerEmail, concernReceivedEmail } from './privacy-letters.ts';

type Concern = z.output<typeof myGrievanceInputSchema>;
type PublicConcern = z.output<typeof grievanceInputSchema>;

const ADMIN_PRIVACY_PAGE = '/dashboard/admin/privacy';

/** 'DC-' and 6 capital letters. */
function newReference(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `DC-${[...randomBytes(6)].map((byte) => letters[byte % letters.length]).join('')}`;
}

/**
 * Stores a concern with its 90-day due date and, in the same transaction, queues her
 * acknowledgement (in `texts`, her language: issue 33), the grievance officer's copy and
 * an in-app notice to each admin (those in English, the practice's language).
 */
async function recordConcern(
  deps: AppDeps,
  from: { userId: number | null; name: string; email: string },
  concern: Concern,
  actor: Actor | null,
  texts: Texts,
): Promise<GrievanceCreated> {
  const dueAt = grievanceDueAt(deps.clock.now());
  const reference = newReference();
  const due = dateInWords(dueAt);
  const { contactName, contactEmail } = deps.config.privacy;
  const ack = concernReceivedEmail(texts, {
    name: from.name,
    subject: concern.subject,
    reference,
    dueAt,
    contactName,
    contactEmail,
  });
  const events: UserEvent[] = await deps.db.transaction(async (tx) => {
    const row = await repo.insertGrievance(tx, {
      ...from,
      ...concern,
      reference,
      dueAt,
      language: texts.locale,
    });
    if (actor) {
      // No subject: a concern is not a health record, so it stays out of her access log.
      await audit(tx, actor, 'create', 'grievance', row.id, { after: concern });
    }
    await queueMessage(deps, tx, {
      kind: 'grievance',
      channel: 'email',
      recipient: from.email,
      ...ack,
    });
    await queueMessage(deps, tx, {
      kind: 'grievance',
      channel: 'email',
      recipient: deps.config.privacy.contactEmail,
      subject: `New data concern ${reference}: ${concern.subject}`,
      body: [
        `From: ${from.name} <${from.email}>${from.userId ? ` (account ${from.userId})` : ''}`,
        `Answer by: ${due}`,
        '',
        concern.message,
      ].join('\n'),
    });
    const notices: UserEvent[] = [];
    for (const userId of await adminIds(tx)) {
      notices.push(
        await addNotice(tx, {
          userId,
          kind: 'grievance',
          text: `New data concern ${reference}: ${concern.subject}. Answer by ${due}.`,
          link: ADMIN_PRIVACY_PAGE,
        }),
      );
    }
    return notices;
  });
  deps.outbox.kick();
  await deps.events.publish(events);
  return { reference, dueAt: dueAt.toISOString() };
}

/** POST /grievances: anyone; limited per IP by the route and per email here. */
export async function raiseGrievance(
  deps: AppDeps,
  input: PublicConcern,
): Promise<GrievanceCreated> {
  if (!(await deps.formAttempts.tryAttempt(`grievance:${input.email}`)))
    throw tooManyRequests(publicMessages.tooManyForms);
  const { name, email, language, ...concern } = input;
  // A visitor has no account: she is written to in the language of the page she used.
  return recordConcern(deps, { userId: null, name, email }, concern, null, textsFor(language));
}

/** POST /me/grievances: her name and email are those of her account. */
export async function raiseMyGrievance(
  deps: AppDeps,
  user: AuthUser,
  actor: Actor,
  concern: Concern,
): Promise<GrievanceCreated> {
  const [me] = await peopleByIds(deps.db, [user.id]);
  const name = me?.name ?? user.email;
  const texts = me ? textsForPerson(me) : textsFor(null);
  return recordConcern(deps, { userId: user.id, name, email: user.email }, concern, actor, texts);
}

export async function myGrievances(deps: AppDeps, user: AuthUser): Promise<MyGrievance[]> {
  return (await repo.grievancesOf(deps.db, user.id)).map(myGrievanceView);
}

export async function adminGrievances(
  deps: AppDeps,
  status: GrievanceStatus | undefined,
): Promise<AdminGrievance[]> {
  const now = deps.clock.now();
  return (await repo.allGrievances(deps.db, status)).map((row) => adminGrievanceView(row, now));
}

/** 404 when there is no such concern, 409 when it is resolved already. */
async function refuseUnchanged(deps: AppDeps, id: number): Promise<never> {
  const row = await repo.grievanceById(deps.db, id);
  if (!row) throw notFound(grievanceMessages.notFound);
  throw conflict(grievanceMessages.alreadyResolved);
}

export async function progressGrievance(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<AdminGrievance> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.grievanceById(tx, id);
    const updated = await repo.updateUnresolved(tx, id, { status: 'inProgress' });
    if (!updated) return undefined;
    await audit(tx, actor, 'update', 'grievance', id, {
      before: { status: before?.status },
      after: { status: updated.status },
    });
    return updated;
  });
  if (!row) return refuseUnchanged(deps, id);
  return adminGrievanceView(row, deps.clock.now());
}

/**
 * The language of her answer: her account's as it is now, or for a visitor (or someone
 * since erased) the one she wrote from.
 */
async function textsOfAuthor(tx: Executor, row: repo.GrievanceRow): Promise<Texts> {
  const [author] = row.userId ? await peopleByIds(tx, [row.userId]) : [];
  return author ? textsForPerson(author) : textsFor(row.language);
}

/** Resolves a concern once (a second resolve is a 409) and emails her the reply. */
export async function resolveGrievance(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reply: string,
): Promise<AdminGrievance> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateUnresolved(tx, id, {
      status: 'resolved',
      reply,
      resolvedAt: now,
      resolvedBy: actor.id,
    });
    if (!updated) return undefined;
    await audit(tx, actor, 'update', 'grievance', id, {
      after: { status: 'resolved', reply: true, resolvedAt: true, resolvedBy: true },
    });
    // A concern whose author was erased keeps no address: the answer is recorded, not sent.
    if (!updated.email.includes('@')) return updated;
    await queueMessage(deps, tx, {
      kind: 'grievance',
      channel: 'email',
      recipient: updated.email,
      ...concernAnswerEmail(await textsOfAuthor(tx, updated), {
        name: updated.name,
        subject: updated.subject,
        reference: updated.reference,
        reply,
        contactName: deps.config.privacy.contactName,
        contactEmail: deps.config.privacy.contactEmail,
      }),
    });
    return updated;
  });
  if (!row) return refuseUnchanged(deps, id);
  deps.outbox.kick();
  return adminGrievanceView(row, now);
}

export async function grievanceSummary(deps: AppDeps, now: Date) {
  const soon = new Date(now.getTime() + GRIEVANCE_DUE_SOON_DAYS * 86_400_000);
  return repo.grievanceCounts(deps.db, now, soon);
}
