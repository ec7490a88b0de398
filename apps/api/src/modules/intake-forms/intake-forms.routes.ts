import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { readRecordFileForm } from '#api/http/multipart-form.ts';
import { parseBody } from '#api/http/parse-body.ts';
import { route } from '#api/http/route.ts';
import * as files from './intake-files.service.ts';
import * as forms from './intake-forms.service.ts';
import * as sends from './intake-sends.service.ts';

/** Intake forms: the builder, sending, her filling and signing, and the assessment's prefill. */
export async function intakeFormsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.intakeForms, ({ actor }) => forms.listForms(deps, actor));
  route(app, endpoints.addIntakeForm, ({ actor, body }) => forms.addForm(deps, actor, body));
  route(app, endpoints.updateIntakeForm, ({ actor, params, body }) =>
    forms.updateForm(deps, actor, params.formId, body),
  );
  route(app, endpoints.retireIntakeForm, ({ actor, params }) =>
    forms.retireForm(deps, actor, params.formId),
  );
  route(app, endpoints.clientIntakeSends, ({ actor, params }) =>
    sends.clientSends(deps, actor, params.clientId),
  );
  route(app, endpoints.clientIntakeSend, ({ actor, params }) =>
    sends.clientSend(deps, actor, params.clientId, params.sendId),
  );
  route(app, endpoints.sendIntakeForm, ({ actor, params, body }) =>
    sends.sendForm(deps, actor, params.clientId, body.formId),
  );
  route(app, endpoints.intakePrefill, ({ actor, params }) =>
    sends.prefill(deps, actor, params.clientId),
  );
  route(app, endpoints.myIntakeSends, ({ actor }) => sends.mySends(deps, actor));
  route(app, endpoints.myIntakeSend, ({ actor, params }) =>
    sends.mySend(deps, actor, params.sendId),
  );
  route(app, endpoints.saveIntakeAnswers, ({ actor, params, body }) =>
    sends.saveMyAnswers(deps, actor, params.sendId, body.answers),
  );
  route(app, endpoints.signIntakeSend, ({ actor, params, body }) =>
    sends.signMySend(deps, actor, params.sendId, body),
  );
  const upload = endpoints.uploadIntakeFile;
  route(app, upload, ({ actor, params, request }) =>
    files.uploadIntakeFile(deps, actor, params.sendId, async () => {
      const { fields, file } = await readRecordFileForm(request, 'file');
      return { fields: parseBody(upload.body, fields), file };
    }),
  );
}
