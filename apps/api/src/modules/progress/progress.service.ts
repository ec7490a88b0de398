import type { ProgressEntry, progressInputSchema } from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient, assertMayWriteAbout } from '#api/modules/access/client-access.ts';
import * as repo from './progress.repository.ts';

/** POST /nuts/progress: a week's weigh-in of one of her clients. */
export async function recordProgress(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof progressInputSchema>,
): Promise<{ message: string }> {
  await assertMayWriteAbout(deps.db, actor.id, input.clientId);
  await deps.db.transaction(async (tx) => {
    await repo.upsertProgress(tx, input);
    await audit(tx, actor, 'update', 'progress', input.clientId, {
      after: { week: input.week, weight: input.weight },
      subject: input.clientId,
    });
  });
  return { message: `Week ${input.week} saved` };
}

/** GET /client/progress: [{week, weight}] by week. */
export async function readProgress(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<ProgressEntry[]> {
  await assertMayReachClient(deps.db, me, clientId);
  return repo.progressOf(deps.db, clientId);
}

/** Her weigh-ins by week (her record as the admin sees it). */
export const progressOf = (deps: AppDeps, clientId: number) => repo.progressOf(deps.db, clientId);
