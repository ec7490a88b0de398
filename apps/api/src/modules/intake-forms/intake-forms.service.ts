import {
  intakeMessages as m,
  type IntakeForm,
  type intakeFormInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './intake-forms.repository.ts';

/**
 * The practice's intake forms (issue 35). Nutritionists and the admin build them; an admin's
 * forms are practice-wide (every nutritionist sees, sends and edits them), a nutritionist's
 * are hers. Saving a changed form adds a version, so a form already sent keeps its own;
 * forms are retired, never deleted.
 */

type FormInput = z.output<typeof intakeFormInputSchema>;

export const toForm = (row: repo.FormRow): IntakeForm => ({
  id: row.id,
  version: row.version,
  title: row.title,
  intro: row.intro,
  consentStatement: row.consentStatement,
  sections: row.sections,
  practiceWide: row.createdBy === null || row.creatorRole === 'admin',
  retiredAt: row.retiredAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listForms(deps: AppDeps, actor: Actor): Promise<IntakeForm[]> {
  return (await repo.formsFor(deps.db, actor)).map(toForm);
}

/** A form this person may see and edit (404 otherwise, as if it did not exist). */
export async function visibleForm(
  db: AppDeps['db'],
  actor: { id: number; role: string },
  formId: number,
): Promise<repo.FormRow> {
  const [row] = await repo.formsFor(db, actor, formId);
  if (!row) throw notFound(m.formNotFound);
  return row;
}

/**
 * One of the practice's own forms (the admin's, or one nobody owns), still in use, with its
 * newest version: what an automatic check-in may send (issue 36). Null otherwise.
 */
export async function practiceForm(db: Executor, formId: number): Promise<repo.FormRow | null> {
  const [row] = await repo.formsFor(db, { id: 0, role: 'admin' }, formId);
  const practiceWide = row && (row.createdBy === null || row.creatorRole === 'admin');
  return practiceWide && !row.retiredAt ? row : null;
}

export async function addForm(deps: AppDeps, actor: Actor, input: FormInput): Promise<IntakeForm> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertForm(tx, actor.id, input);
    await audit(tx, actor, 'create', 'intakeForm', id, { after: { title: input.title } });
    return toForm(await visibleForm(tx, actor, id));
  });
}

/** JSON with sorted keys: the database's jsonb keeps keys in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

const content = (row: Pick<repo.FormRow, 'title' | 'intro' | 'consentStatement' | 'sections'>) =>
  canonical([row.title, row.intro, row.consentStatement, row.sections]);

/** A changed form gets the next version; an unchanged save changes nothing. */
export async function updateForm(
  deps: AppDeps,
  actor: Actor,
  formId: number,
  input: FormInput,
): Promise<IntakeForm> {
  return deps.db.transaction(async (tx) => {
    const before = await visibleForm(tx, actor, formId);
    if (before.retiredAt) throw conflict(m.formRetired);
    if (content(before) !== content(input)) {
      await repo.insertVersion(tx, formId, before.version + 1, actor.id, input);
      await audit(tx, actor, 'update', 'intakeForm', formId, {
        before: { version: before.version },
        after: { version: before.version + 1 },
      });
    }
    return toForm(await visibleForm(tx, actor, formId));
  });
}

export async function retireForm(deps: AppDeps, actor: Actor, formId: number): Promise<IntakeForm> {
  return deps.db.transaction(async (tx) => {
    await visibleForm(tx, actor, formId);
    await repo.retireForm(tx, formId, deps.clock.now());
    await audit(tx, actor, 'update', 'intakeForm', formId, { after: { retiredAt: true } });
    return toForm(await visibleForm(tx, actor, formId));
  });
}
