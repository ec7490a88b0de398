import { z } from 'zod';
import {
  clientIntakeParamsSchema,
  clientIntakeSendParamsSchema,
  intakeFormInputSchema,
  intakeFormParamsSchema,
  intakeFileFormSchema,
  intakeFileSchema,
  intakeFormSchema,
  intakePrefillSchema,
  intakeSendParamsSchema,
  intakeSendSchema,
  intakeSendSummarySchema,
  saveIntakeAnswersSchema,
  sendIntakeSchema,
  signIntakeSchema,
} from '../intake/intake-schemas.ts';
import { defineEndpoints } from './endpoint.ts';

const base = { tags: ['intake'], errors: [400, 401, 403, 404] } as const;
const builders = { ...base, access: ['nutritionist', 'admin'] } as const;
const nutritionist = { ...base, access: ['nutritionist'] } as const;
const client = { ...base, access: ['client'] } as const;
const herIntake = { type: 'intake', subject: 'params.clientId' } as const;

/**
 * Intake forms (issue 35): the practice builds versioned forms, a nutritionist sends one to
 * a client of hers, she fills and signs it, and her answers prefill the assessment. Another
 * nutritionist's client or another client's form is 404; the admin builds forms but does
 * not read answers.
 */
export const intakeFormEndpoints = defineEndpoints({
  intakeForms: {
    ...builders,
    method: 'GET',
    path: '/intake-forms',
    summary: 'The forms I may send or edit (the practice’s and mine), retired ones included',
    response: z.array(intakeFormSchema),
  },
  addIntakeForm: {
    ...builders,
    method: 'POST',
    path: '/intake-forms',
    summary: 'Build a new form (its version 1)',
    body: intakeFormInputSchema,
    response: intakeFormSchema,
    status: 201,
  },
  updateIntakeForm: {
    ...builders,
    errors: [...base.errors, 409],
    method: 'PUT',
    path: '/intake-forms/:formId',
    summary: 'Change a form: a change makes a new version; forms already sent keep theirs',
    params: intakeFormParamsSchema,
    body: intakeFormInputSchema,
    response: intakeFormSchema,
  },
  retireIntakeForm: {
    ...builders,
    method: 'POST',
    path: '/intake-forms/:formId/retire',
    summary: 'Retire a form: it is no longer sent; what was sent stays',
    params: intakeFormParamsSchema,
    response: intakeFormSchema,
  },
  clientIntakeSends: {
    ...nutritionist,
    records: herIntake,
    method: 'GET',
    path: '/clients/:clientId/intake-sends',
    summary: 'The forms sent to a client of mine, newest first: sent, opened or completed',
    params: clientIntakeParamsSchema,
    response: z.array(intakeSendSummarySchema),
  },
  clientIntakeSend: {
    ...nutritionist,
    records: herIntake,
    method: 'GET',
    path: '/clients/:clientId/intake-sends/:sendId',
    summary: 'One form sent to a client of mine, with her answers and signature',
    params: clientIntakeSendParamsSchema,
    response: intakeSendSchema,
  },
  sendIntakeForm: {
    ...nutritionist,
    errors: [...base.errors, 409],
    method: 'POST',
    path: '/clients/:clientId/intake-sends',
    summary: 'Send a form to a client of mine: she gets a link by email and text',
    params: clientIntakeParamsSchema,
    body: sendIntakeSchema,
    response: intakeSendSummarySchema,
    status: 201,
  },
  intakePrefill: {
    ...nutritionist,
    records: herIntake,
    method: 'GET',
    path: '/clients/:clientId/intake-prefill',
    summary: 'Her latest signed intake’s answers to questions that fill assessment fields',
    params: clientIntakeParamsSchema,
    response: intakePrefillSchema,
  },
  myIntakeSends: {
    ...client,
    method: 'GET',
    path: '/me/intake-sends',
    summary: 'The forms sent to me: waiting ones and done ones',
    response: z.array(intakeSendSummarySchema),
  },
  myIntakeSend: {
    ...client,
    method: 'GET',
    path: '/me/intake-sends/:sendId',
    summary: 'A form sent to me with my saved answers (the first read marks it opened)',
    params: intakeSendParamsSchema,
    response: intakeSendSchema,
  },
  saveIntakeAnswers: {
    ...client,
    errors: [...base.errors, 409],
    method: 'PUT',
    path: '/me/intake-sends/:sendId/answers',
    summary: 'Save my answers so far, to continue later',
    params: intakeSendParamsSchema,
    body: saveIntakeAnswersSchema,
    response: intakeSendSchema,
  },
  signIntakeSend: {
    ...client,
    errors: [...base.errors, 409],
    method: 'POST',
    path: '/me/intake-sends/:sendId/sign',
    summary: 'Sign a form: my answers, my typed full name, today, and my consent (once)',
    params: intakeSendParamsSchema,
    body: signIntakeSchema,
    response: intakeSendSchema,
  },
  uploadIntakeFile: {
    ...client,
    errors: [...base.errors, 409, 413, 415],
    method: 'POST',
    path: '/me/intake-sends/:sendId/files',
    summary:
      'Answer a file question of my form (multipart: file, a PDF or a JPG/PNG photo ≤ 5 MB re-encoded; questionId): kept as my draft answer',
    params: intakeSendParamsSchema,
    form: true,
    body: intakeFileFormSchema,
    response: intakeFileSchema,
    status: 201,
  },
});
