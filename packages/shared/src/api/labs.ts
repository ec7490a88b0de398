import { z } from 'zod';
import {
  clientLabsSchema,
  labPanelInputSchema,
  labReportFormSchema,
  labReportParamsSchema,
  labReportSchema,
  labResultParamsSchema,
  labResultSchema,
  labSettingInputSchema,
  labSettingSchema,
  labTestParamsSchema,
} from '../labs/lab-schemas.ts';
import { clientIdParamsSchema } from '../schemas/meal-plans.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

/** Her nutritionist and she read; anyone else gets 404. */
const hers = {
  tags: ['labs'],
  access: ['client', 'nutritionist'],
  errors: [400, 401, 403, 404],
} as const;
/** Only her nutritionist enters and deletes values (409 after she withdrew). */
const herNutritionist = {
  ...hers,
  access: ['nutritionist'],
  errors: [...hers.errors, 409],
} as const;
const admin = { tags: ['labs'], access: ['admin'], errors: [400, 401, 403, 404] } as const;

/**
 * Lab results (issue 35): values entered by her nutritionist from a report (converted to
 * the catalogue's unit, what the lab printed kept beside), their trends against the
 * practice's ranges, and the practice's ranges as the admin keeps them.
 */
export const labEndpoints = defineEndpoints({
  clientLabs: {
    records: { type: 'labs', subject: 'params.clientId' },
    ...hers,
    method: 'GET',
    path: '/clients/:clientId/labs',
    summary: 'Her lab values by test, oldest first, with her range, HOMA-IR and her reports',
    params: clientIdParamsSchema,
    response: clientLabsSchema,
  },
  recordLabPanel: {
    ...herNutritionist,
    method: 'POST',
    path: '/clients/:clientId/labs',
    summary:
      'Enter a panel: the date taken and several tests, each in the unit the lab printed (409: a test already has a value that day)',
    params: clientIdParamsSchema,
    body: labPanelInputSchema,
    status: 201,
    response: z.array(labResultSchema),
  },
  deleteLabResult: {
    ...herNutritionist,
    method: 'DELETE',
    path: '/clients/:clientId/labs/:labResultId',
    summary: 'Delete a lab value entered by mistake (audited)',
    params: labResultParamsSchema,
    response: messageResponseSchema,
  },
  uploadLabReport: {
    ...hers,
    access: ['client'],
    errors: [...hers.errors, 409, 413, 415],
    method: 'POST',
    path: '/clients/:clientId/lab-reports',
    summary:
      'She sends a lab report (multipart: report, a PDF or a JPG/PNG photo ≤ 5 MB re-encoded; takenOn, note) for her nutritionist to read',
    params: clientIdParamsSchema,
    form: true,
    body: labReportFormSchema,
    status: 201,
    response: labReportSchema,
  },
  markLabReportRead: {
    ...herNutritionist,
    method: 'POST',
    path: '/clients/:clientId/lab-reports/:labReportId/read',
    summary: 'Mark her uploaded report as read once its values are entered',
    params: labReportParamsSchema,
    response: labReportSchema,
  },
  labSettings: {
    ...admin,
    method: 'GET',
    path: '/admin/lab-tests',
    summary: 'Every catalogue test with the practice’s ranges and retest interval',
    response: z.array(labSettingSchema),
  },
  saveLabSetting: {
    ...admin,
    method: 'PUT',
    path: '/admin/lab-tests/:code',
    summary: 'Change a test’s reference ranges (by sex and age) and retest interval',
    params: labTestParamsSchema,
    body: labSettingInputSchema,
    response: labSettingSchema,
  },
  resetLabSetting: {
    ...admin,
    method: 'DELETE',
    path: '/admin/lab-tests/:code',
    summary: 'Bring back the catalogue’s default ranges and interval for a test',
    params: labTestParamsSchema,
    response: labSettingSchema,
  },
});
