import {
  measurementMessages,
  type Measurement,
  type measurementInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertClientConsents, assertMayReachClient } from '#api/modules/access/client-access.ts';
import { assertTrackedDate } from '#api/modules/journal/journal-dates.ts';
import * as repo from './measurements.repository.ts';

/** Same date: the dated measurement before the week entry, as it is the fuller record. */
const SOURCE_ORDER = { measurement: 0, week: 1 } as const;

/**
 * GET /api/clients/:clientId/measurements: her dated measurements and the spec's Week 1–4
 * weigh-ins in one history, oldest first, so a chart spans both.
 */
export async function listMeasurements(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<Measurement[]> {
  await assertMayReachClient(deps.db, me, clientId);
  const [dated, weeks] = await Promise.all([
    repo.measurementsOf(deps.db, clientId),
    repo.weekEntriesOf(deps.db, clientId, deps.config.defaultTimeZone),
  ]);
  return [...dated, ...weeks].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
      (a.week ?? 0) - (b.week ?? 0),
  );
}

/**
 * POST /api/clients/:clientId/measurements: the client for herself or her nutritionist;
 * the date must be one she may track; the same date again replaces its figures.
 */
export async function recordMeasurement(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  input: z.output<typeof measurementInputSchema>,
): Promise<Measurement> {
  await assertMayReachClient(deps.db, actor, clientId);
  await assertClientConsents(deps.db, clientId);
  await assertTrackedDate(
    deps.db,
    deps.config.defaultTimeZone,
    clientId,
    input.date,
    deps.clock.now(),
  );
  return deps.db.transaction(async (tx) => {
    const before = await repo.findMeasurement(tx, clientId, { date: input.date });
    const saved = await repo.upsertMeasurement(tx, {
      clientId,
      date: input.date,
      weightKg: input.weightKg,
      waistCm: input.waistCm ?? null,
      hipCm: input.hipCm ?? null,
      bodyFatPct: input.bodyFatPct ?? null,
      recordedBy: actor.id,
    });
    await audit(tx, actor, before ? 'update' : 'create', 'measurement', saved.id, {
      before,
      after: saved,
      subject: clientId,
    });
    return saved;
  });
}

/** DELETE /api/clients/:clientId/measurements/:id: only a dated measurement of hers. */
export async function removeMeasurement(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  measurementId: number,
): Promise<{ message: string }> {
  await assertMayReachClient(deps.db, actor, clientId);
  // Issue 30: after she withdrew, her records stay as she can export them until the erasure.
  await assertClientConsents(deps.db, clientId);
  await deps.db.transaction(async (tx) => {
    const before = await repo.findMeasurement(tx, clientId, { id: measurementId });
    if (!before) throw notFound(measurementMessages.notFound);
    await repo.deleteMeasurement(tx, measurementId);
    await audit(tx, actor, 'delete', 'measurement', measurementId, { before, subject: clientId });
  });
  return { message: measurementMessages.deleted };
}
