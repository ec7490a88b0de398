import type {
  AssessmentFields,
  AssessmentRecord,
  assessmentInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../audit/actor.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { isOwnClient } from '../caseload/caseload.repository.ts';
import * as repo from './assessments.repository.ts';

/** The spec's field names that differ from our columns. */
const renamed = { lipid_profile: 'lipidProfile', vit_d: 'vitD', uric_acid: 'uricAcid' } as const;

function toColumns(fields: AssessmentFields): Omit<repo.NewAssessment, 'clientId'> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    row[renamed[key as keyof typeof renamed] ?? key] = value ?? null;
  return row as Omit<repo.NewAssessment, 'clientId'>;
}

function toRecord(row: repo.AssessmentRow): AssessmentRecord {
  const { lipidProfile, vitD, uricAcid, createdAt, ...rest } = row;
  return {
    ...rest,
    lipid_profile: lipidProfile,
    vit_d: vitD,
    uric_acid: uricAcid,
    createdAt: createdAt.toISOString(),
  } as AssessmentRecord;
}

async function assertOwnClient(deps: AppDeps, actor: Actor, clientId: number) {
  if (!(await isOwnClient(deps.db, actor.id, clientId))) throw notFound('Client not found');
}

/** The client's current assessment as a one-item array (or none); every read is audited. */
export async function readAssessment(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
): Promise<AssessmentRecord[]> {
  await assertOwnClient(deps, actor, clientId);
  const row = await repo.latestAssessment(deps.db, clientId);
  await recordAudit(deps.db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'read',
    entity: 'assessment',
    entityId: row?.id ?? null,
    after: { clientId },
    ip: actor.ip,
  });
  return row ? [toRecord(row)] : [];
}

/** Stores a new version and audits it, in one transaction. */
export async function submitAssessment(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof assessmentInputSchema>,
): Promise<{ message: string }> {
  const { clientId, nutritionistId, ...fields } = input;
  if (nutritionistId !== actor.id) throw notFound('Client not found');
  await assertOwnClient(deps, actor, clientId);
  await deps.db.transaction(async (tx) => {
    const row = await repo.insertAssessment(tx, { ...toColumns(fields), clientId, nutritionistId });
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'create',
      entity: 'assessment',
      entityId: row.id,
      after: { clientId },
      ip: actor.ip,
    });
  });
  return { message: 'Assessment submitted!' };
}
