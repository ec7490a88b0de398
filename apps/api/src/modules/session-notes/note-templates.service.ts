import {
  sessionNoteMessages as m,
  type NoteTemplate,
  type noteTemplateInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './session-notes.repository.ts';

/*
 * The practice's ADIME note templates (issue 35): every nutritionist of the practice keeps
 * them (like the food library); a note started from one copies its text, so changing or
 * retiring a template leaves the notes as they were.
 */

type Input = z.output<typeof noteTemplateInputSchema>;

export async function noteTemplates(deps: AppDeps): Promise<NoteTemplate[]> {
  return repo.activeTemplates(deps.db);
}

export async function addTemplate(deps: AppDeps, actor: Actor, input: Input) {
  const { retired: _retired, ...text } = input;
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertTemplate(tx, { ...text, createdBy: actor.id });
    await audit(tx, actor, 'create', 'note_template', row.id, { after: text });
    return row;
  });
}

export async function updateTemplate(deps: AppDeps, actor: Actor, id: number, input: Input) {
  const { retired, ...text } = input;
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateTemplate(tx, id, {
      ...text,
      retiredAt: retired ? deps.clock.now() : null,
      updatedAt: deps.clock.now(),
    });
    if (!row) throw notFound(m.templateNotFound);
    await audit(tx, actor, 'update', 'note_template', id, { after: input });
    return row;
  });
}
