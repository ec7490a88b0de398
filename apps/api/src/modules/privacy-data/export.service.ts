import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { identityOf, preAccountRecordsOf } from '#api/modules/privacy/identity.ts';
import { accessLog } from './access-log.service.ts';
import { clinicalExportOf } from './clinical-export.ts';
import * as repo from './export.repository.ts';

/** Her access log in full inside the export; paging is for the screen. */
const EXPORT_ACCESS_ROWS = 10_000;

/**
 * Everything kept about the signed-in person (DPDP right of access): her account, her
 * records (a client's every health record), messages, consent and access logs. Every
 * table is read by her own id; forms she sent before signing up are found only through a
 * phone or email she verified (identity.ts, shared with her erasure), so a number she
 * typed into her profile never brings in someone else's records. The export is audited.
 */
export async function exportOf(deps: AppDeps, actor: Actor) {
  const account = await repo.accountOf(deps.db, actor.id);
  if (!account) throw notFound('Account not found');
  const common = {
    exportedAt: deps.clock.now().toISOString(),
    account,
    consents: await repo.consentsOf(deps.db, actor.id),
    notifications: await repo.notificationsOf(deps.db, actor.id),
    messages: await repo.messagesOf(deps.db, actor.id),
    accessLog: (await accessLog(deps, actor.id, EXPORT_ACCESS_ROWS, 0)).rows,
  };
  const who = await identityOf(deps.db, actor.id);
  if (!who) throw notFound('Account not found');
  const document =
    account.role === 'client'
      ? {
          ...common,
          ...(await repo.clientRecordsOf(deps.db, actor.id)),
          ...(await clinicalExportOf(deps.db, actor.id)),
          ...(await preAccountRecordsOf(deps.db, who)),
        }
      : { ...common, profile: await repo.profileOf(deps.db, actor.id, account.role) };
  await audit(deps.db, actor, 'read', 'export', actor.id, {
    after: Object.fromEntries(Object.keys(document).map((k) => [k, true])),
    subject: account.role === 'client' ? actor.id : null,
  });
  return document;
}

export type ExportDocument = Awaited<ReturnType<typeof exportOf>>;
