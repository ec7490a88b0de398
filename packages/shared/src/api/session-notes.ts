import { z } from 'zod';
import {
  outcomeFiguresSchema,
  outcomeReportInputSchema,
  outcomeReportSchema,
  reportPeriodSchema,
  sendReportSchema,
} from '../session-notes/outcome-schemas.ts';
import {
  addendumInputSchema,
  appointmentParamsSchema,
  noteClientParamsSchema,
  noteDraftSchema,
  noteTemplateInputSchema,
  noteTemplateSchema,
  reportParamsSchema,
  sessionNoteRecordSchema,
  templateParamsSchema,
} from '../session-notes/session-note-schemas.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const staff = {
  tags: ['session-notes'],
  access: ['nutritionist'],
  errors: [400, 401, 403, 404],
} as const;
const writes = { ...staff, errors: [...staff.errors, 409] } as const;
/** Calls by a session's or a report's id log their read in the service (the id is not hers). */
const notesOf = { records: { type: 'notes', subject: 'params.clientId' } } as const;
const reportsOf = { records: { type: 'outcome', subject: 'params.clientId' } } as const;

/**
 * ADIME session notes and outcome reports (issue 35): the nutritionist's clinical record
 * of her client. A client never reads a note; she reads and downloads her outcome reports.
 * Another nutritionist's client is 404; writes after she withdrew consent are 409.
 */
export const sessionNoteEndpoints = defineEndpoints({
  noteTemplates: {
    ...staff,
    method: 'GET',
    path: '/note-templates',
    summary: 'The practice’s ADIME note templates (name and each part’s starting text)',
    response: z.array(noteTemplateSchema),
  },
  addNoteTemplate: {
    ...staff,
    method: 'POST',
    path: '/note-templates',
    summary: 'Add an ADIME note template for the practice',
    body: noteTemplateInputSchema,
    response: noteTemplateSchema,
    status: 201,
  },
  updateNoteTemplate: {
    ...staff,
    method: 'PUT',
    path: '/note-templates/:templateId',
    summary: 'Change or retire a note template (notes started from it keep their text)',
    params: templateParamsSchema,
    body: noteTemplateInputSchema,
    response: noteTemplateSchema,
  },
  clientNotes: {
    ...staff,
    ...notesOf,
    method: 'GET',
    path: '/clients/:clientId/session-notes',
    summary: 'One client’s ADIME notes with their addenda, newest session first',
    params: noteClientParamsSchema,
    response: z.array(sessionNoteRecordSchema),
  },
  sessionNote: {
    ...staff,
    method: 'GET',
    path: '/appointments/:appointmentId/note',
    summary: 'A session’s ADIME note, or a draft prefilled with her latest figures',
    params: appointmentParamsSchema,
    response: sessionNoteRecordSchema,
  },
  saveNoteDraft: {
    ...writes,
    method: 'PUT',
    path: '/appointments/:appointmentId/note',
    summary:
      'Save a session’s draft note (a signed note is 409); its summary is the session’s notes',
    params: appointmentParamsSchema,
    body: noteDraftSchema,
    response: sessionNoteRecordSchema,
  },
  signNote: {
    ...writes,
    method: 'POST',
    path: '/appointments/:appointmentId/note/sign',
    summary: 'Sign a completed session’s note: it can never be edited again',
    params: appointmentParamsSchema,
    response: sessionNoteRecordSchema,
  },
  addNoteAddendum: {
    ...writes,
    method: 'POST',
    path: '/appointments/:appointmentId/note/addenda',
    summary: 'Add an addendum to a signed note; the note stays as signed',
    params: appointmentParamsSchema,
    body: addendumInputSchema,
    response: sessionNoteRecordSchema,
    status: 201,
  },
  outcomePreview: {
    ...staff,
    ...reportsOf,
    method: 'GET',
    path: '/clients/:clientId/outcome-figures',
    summary:
      'A client’s outcome figures over a period (weight, waist, BMI, labs, adherence, sessions)',
    params: noteClientParamsSchema,
    query: reportPeriodSchema,
    response: outcomeFiguresSchema,
  },
  outcomeReports: {
    ...staff,
    ...reportsOf,
    access: ['nutritionist', 'client'],
    method: 'GET',
    path: '/clients/:clientId/outcome-reports',
    summary: 'A client’s outcome reports, newest first (her own, or her nutritionist’s client’s)',
    params: noteClientParamsSchema,
    response: z.array(outcomeReportSchema),
  },
  createOutcomeReport: {
    ...writes,
    method: 'POST',
    path: '/clients/:clientId/outcome-reports',
    summary: 'Save an outcome report: a period and the nutritionist’s summary',
    params: noteClientParamsSchema,
    body: outcomeReportInputSchema,
    response: outcomeReportSchema,
    status: 201,
  },
  outcomeReportPdf: {
    ...staff,
    access: ['nutritionist', 'client'],
    method: 'GET',
    path: '/outcome-reports/:reportId/pdf',
    summary: 'An outcome report as a PDF, in the reader’s language',
    params: reportParamsSchema,
    produces: ['application/pdf'],
  },
  sendOutcomeReport: {
    ...writes,
    method: 'POST',
    path: '/outcome-reports/:reportId/send',
    summary: 'Send her the report by email or text (WhatsApp or SMS): a link to her reports page',
    params: reportParamsSchema,
    body: sendReportSchema,
    response: messageResponseSchema,
    status: 202,
  },
});
