import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as templates from './note-templates.service.ts';
import * as service from './session-notes.service.ts';

/** ADIME session notes (issue 35): the nutritionist's clinical record, every read logged. */
export async function sessionNotesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.noteTemplates, () => templates.noteTemplates(deps));
  route(app, endpoints.addNoteTemplate, ({ actor, body }) =>
    templates.addTemplate(deps, actor, body),
  );
  route(app, endpoints.updateNoteTemplate, ({ actor, params, body }) =>
    templates.updateTemplate(deps, actor, params.templateId, body),
  );
  route(app, endpoints.clientNotes, ({ user, params }) =>
    service.clientNotes(deps, user, params.clientId),
  );
  route(app, endpoints.sessionNote, ({ user, actor, params }) =>
    service.readNote(deps, user, actor, params.appointmentId),
  );
  route(app, endpoints.saveNoteDraft, ({ user, actor, params, body }) =>
    service.saveDraft(deps, user, actor, params.appointmentId, body),
  );
  route(app, endpoints.signNote, ({ user, actor, params }) =>
    service.signNote(deps, user, actor, params.appointmentId),
  );
  route(app, endpoints.addNoteAddendum, ({ user, actor, params, body }) =>
    service.addAddendum(deps, user, actor, params.appointmentId, body.text),
  );
}
