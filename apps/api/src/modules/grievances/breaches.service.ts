import {
  breachMessages,
  breachReportBy,
  PRIVACY_CLOCKS,
  type Breach,
  type BreachDetail,
  type PrivacySummary,
  type breachInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, conflict, notFound } from '#api/lib/errors.ts';
import { textsFor, textsForPerson, type Texts } from '#api/lib/i18n.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import * as repo from './breaches.repository.ts';
import { grievanceSummary } from './grievances.service.ts';
import { breachNoticeEmail } from './privacy-letters.ts';
import { allClientIds, peopleByIds } from './people.repository.ts';

type BreachInput = z.output<typeof breachInputSchema>;
const HOUR_MS = 3_600_000;

/** A register row with its 72-hour clock as of `now`. */
function breachView(row: repo.BreachRow, now: Date): Breach {
  const reportBy = breachReportBy(row.discoveredAt);
  const left = reportBy.getTime() - now.getTime();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dataInvolved: row.dataInvolved,
    discoveredAt: row.discoveredAt.toISOString(),
    status: row.status,
    reportedAt: row.reportedAt ? row.reportedAt.toISOString() : null,
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    reportBy: reportBy.toISOString(),
    hoursLeft: Math.floor(left / HOUR_MS),
    // Only an incident still open can miss the report: reported or closed ones are dealt with.
    overdue: row.status === 'open' && left < 0,
    affectedCount: row.affectedCount,
    erasedAffected: row.erasedAffected,
  };
}

/** The notice in one reader's language; the admin previews it as English readers get it. */
function preparedEmail(deps: AppDeps, row: repo.BreachRow, texts: Texts = textsFor('en')) {
  return breachNoticeEmail(texts, {
    title: row.title,
    description: row.description,
    dataInvolved: row.dataInvolved,
    discoveredAt: row.discoveredAt,
    contactName: deps.config.privacy.contactName,
    contactEmail: deps.config.privacy.contactEmail,
  });
}

async function found(deps: AppDeps, id: number): Promise<repo.BreachRow> {
  const row = await repo.breachById(deps.db, id);
  if (!row) throw notFound(breachMessages.notFound);
  return row;
}

export async function breaches(deps: AppDeps): Promise<Breach[]> {
  const now = deps.clock.now();
  return (await repo.allBreaches(deps.db)).map((row) => breachView(row, now));
}

/** One incident with the people it touched and the email prepared for them. */
export async function breach(deps: AppDeps, id: number): Promise<BreachDetail> {
  const row = await found(deps, id);
  const affected = await peopleByIds(deps.db, await repo.affectedIdsOf(deps.db, id));
  return { ...breachView(row, deps.clock.now()), affected, email: preparedEmail(deps, row) };
}

export async function recordBreach(
  deps: AppDeps,
  actor: Actor,
  input: BreachInput,
): Promise<BreachDetail> {
  const ids =
    input.affected === 'allClients'
      ? await allClientIds(deps.db)
      : (await peopleByIds(deps.db, input.affectedUserIds)).map((person) => person.id);
  if (input.affected === 'list' && ids.length !== input.affectedUserIds.length)
    throw badRequest(breachMessages.unknownPeople);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertBreach(
      tx,
      {
        title: input.title,
        description: input.description,
        dataInvolved: input.dataInvolved,
        discoveredAt: new Date(input.discoveredAt),
        createdBy: actor.id,
      },
      ids,
    );
    await audit(tx, actor, 'create', 'breach', created, {
      after: { title: 1, description: 1, dataInvolved: 1, discoveredAt: 1, affected: 1 },
    });
    return created;
  });
  return breach(deps, id);
}

const NEXT: Record<string, readonly string[]> = {
  open: ['reported', 'closed'],
  reported: ['closed'],
  closed: [],
};

/** open → reported (reported_at) → closed; never back, never the same step twice (409). */
export async function updateBreach(
  deps: AppDeps,
  actor: Actor,
  id: number,
  status: 'reported' | 'closed',
): Promise<BreachDetail> {
  const row = await found(deps, id);
  if (!NEXT[row.status]?.includes(status)) throw conflict(breachMessages.statusStep);
  await deps.db.transaction(async (tx) => {
    await repo.updateBreach(tx, id, {
      status,
      ...(status === 'reported' ? { reportedAt: deps.clock.now() } : {}),
    });
    await audit(tx, actor, 'update', 'breach', id, {
      before: { status: row.status },
      after: { status, ...(status === 'reported' ? { reportedAt: true } : {}) },
    });
  });
  return breach(deps, id);
}

/**
 * Queues the prepared email to each affected person, once (a second call is a 409): a
 * client's in her language and digits (issue 33), staff's in English.
 */
export async function notifyBreach(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<{ notified: number }> {
  const row = await found(deps, id);
  const people = await peopleByIds(deps.db, await repo.affectedIdsOf(deps.db, id));
  if (people.length === 0) throw conflict(breachMessages.nobodyToNotify);
  await deps.db.transaction(async (tx) => {
    // The claim is the guard: two admins pressing at once send one set of emails.
    if (!(await repo.claimNotification(tx, id, deps.clock.now())))
      throw conflict(breachMessages.alreadyNotified);
    for (const person of people) {
      const email = preparedEmail(deps, row, textsForPerson(person));
      await queueMessage(deps, tx, {
        kind: 'breach',
        channel: 'email',
        recipient: person.email,
        subject: email.subject,
        body: email.body,
      });
    }
    await audit(tx, actor, 'update', 'breach', id, { after: { notifiedAt: true } });
  });
  deps.outbox.kick();
  return { notified: people.length };
}

export async function privacySummary(deps: AppDeps): Promise<PrivacySummary> {
  const now = deps.clock.now();
  const deadline = new Date(now.getTime() - PRIVACY_CLOCKS.breachReportHours * HOUR_MS);
  const [concerns, incidents] = await Promise.all([
    grievanceSummary(deps, now),
    repo.breachCounts(deps.db, deadline),
  ]);
  return {
    openGrievances: concerns.open,
    overdueGrievances: concerns.overdue,
    dueSoonGrievances: concerns.dueSoon,
    openBreaches: incidents.open,
    breachesPastReportDeadline: incidents.late,
  };
}
