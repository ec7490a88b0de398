import {
  auditEntitiesOf,
  privacyDataMessages,
  recordInWords,
  type AccessAction,
  type AccessLogRow,
  type AuditPerson,
  type AuditRow,
  type auditQuerySchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import * as repo from './audit-read.repository.ts';

const actionWords: Record<string, AccessAction> = {
  read: 'viewed',
  update: 'changed',
  create: 'created',
  delete: 'deleted',
};

/** Her "Who viewed my records": rows about her only, each actor by name and role. */
export async function accessLog(
  deps: AppDeps,
  me: number,
  limit: number,
  offset: number,
): Promise<{ rows: AccessLogRow[]; total: number }> {
  const page = await repo.accessLogOf(deps.db, me, limit, offset);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      who:
        row.actorId === null
          ? privacyDataMessages.systemActor
          : (row.actorName ?? privacyDataMessages.deletedActor),
      role: row.actorId === null ? null : row.actorRole,
      what: recordInWords(row.entity),
      action: row.entity === 'export' ? 'downloaded' : (actionWords[row.action] ?? 'viewed'),
    })),
  };
}

type AuditQuery = z.output<typeof auditQuerySchema>;

export const AUDIT_PAGE = 50;

/** The admin's audit screen (and its CSV): filtered, newest first, both people named. */
export async function auditEntries(
  deps: AppDeps,
  query: AuditQuery,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const page = await repo.auditPage(
    deps.db,
    {
      person: query.person,
      entities: query.type ? auditEntitiesOf(query.type) : undefined,
      from: query.from,
      to: query.to,
      timeZone: deps.config.defaultTimeZone,
    },
    limit,
    offset,
  );
  return {
    total: page.total,
    rows: page.rows.map(({ details, at, actorName, ...row }) => ({
      ...row,
      at: at.toISOString(),
      actorName:
        row.actorId === null
          ? privacyDataMessages.systemActor
          : (actorName ?? privacyDataMessages.deletedActor),
      fields: fieldsOf(details),
    })),
  };
}

function fieldsOf(details: unknown): string[] {
  const fields = (details as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
}

export async function auditPeople(deps: AppDeps): Promise<AuditPerson[]> {
  const rows = await repo.auditPeople(deps.db);
  return rows.map((p) => ({ id: p.id, role: p.role, name: p.name ?? `#${p.id}` }));
}
