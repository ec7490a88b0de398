import {
  assessmentFieldsSchema,
  type AssessmentFields,
  type AssessmentRecord,
  type AssessmentVersion,
  type assessmentInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  assertMayWriteAbout,
  assertOwnClient,
  assertSelf,
} from '#api/modules/access/client-access.ts';
import * as repo from './assessments.repository.ts';

/** The spec's field names that differ from our columns. */
const renamed = { lipid_profile: 'lipidProfile', vit_d: 'vitD', uric_acid: 'uricAcid' } as const;

type Answers = Omit<repo.NewAssessment, 'clientId' | 'nutritionistId' | 'id' | 'createdAt'>;

/**
 * The new version's answers: what was sent (blank clears), and for every field not sent
 * the current version's answer, so a partial form loses nothing.
 */
function toColumns(fields: AssessmentFields, current: repo.AssessmentRow | undefined): Answers {
  const row: Record<string, unknown> = {};
  const sent = fields as Record<string, unknown>;
  for (const key of Object.keys(assessmentFieldsSchema.shape)) {
    const column = renamed[key as keyof typeof renamed] ?? key;
    row[column] =
      sent[key] === undefined ? (current?.[column as keyof repo.AssessmentRow] ?? null) : sent[key];
  }
  return row as Answers;
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

/**
 * The client's current assessment (or the version asked for) as a one-item array, or
 * none; the read is logged by its endpoint entry (`records`), as every health read is.
 */
export async function readAssessment(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  versionId?: number,
): Promise<AssessmentRecord[]> {
  await assertOwnClient(deps.db, actor.id, clientId);
  const row =
    versionId === undefined
      ? await repo.latestAssessment(deps.db, clientId)
      : await repo.assessmentVersion(deps.db, clientId, versionId);
  if (versionId !== undefined && !row) throw notFound('Assessment not found');
  return row ? [toRecord(row)] : [];
}

/** The dates and authors of every stored version, newest first (logged as a read by its entry). */
export async function assessmentHistory(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
): Promise<AssessmentVersion[]> {
  await assertOwnClient(deps.db, actor.id, clientId);
  const rows = await repo.assessmentHistory(deps.db, clientId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Stores a new version and audits it, in one transaction. */
export async function submitAssessment(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof assessmentInputSchema>,
): Promise<{ message: string }> {
  const { clientId, nutritionistId, ...fields } = input;
  assertSelf(actor, nutritionistId);
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  await deps.db.transaction(async (tx) => {
    const current = await repo.latestAssessment(tx, clientId);
    const row = await repo.insertAssessment(tx, {
      ...toColumns(fields, current),
      clientId,
      nutritionistId,
    });
    await audit(tx, actor, 'create', 'assessment', row.id, {
      after: { clientId },
      subject: clientId,
    });
  });
  return { message: 'Assessment submitted!' };
}
