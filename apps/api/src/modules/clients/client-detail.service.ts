import type { ClientDetail } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { goalsOf } from '#api/modules/goals/goals.service.ts';
import { progressOf } from '#api/modules/progress/progress.service.ts';
import { sessionHistoryOf } from '#api/modules/scheduling/appointments.service.ts';
import { getClient } from './clients.service.ts';

/** The admin's page of one client: her record, sessions, weigh-ins and goals. */
export async function clientDetail(deps: AppDeps, id: number): Promise<ClientDetail> {
  const client = await getClient(deps, id);
  const [sessions, progress, goals] = await Promise.all([
    sessionHistoryOf(deps, id),
    progressOf(deps, id),
    goalsOf(deps, id),
  ]);
  return { client, sessions, progress, goals };
}
