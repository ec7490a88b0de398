import { z } from 'zod';
import { PHOTO_NAME } from '../constants.ts';
import { idSchema } from '../schemas/common.ts';
import {
  adminEmailSchema,
  caseloadClientSchema,
  clientRecordSchema,
  nutritionistRecordSchema,
} from '../schemas/admin.ts';
import {
  assessmentInputSchema,
  assessmentQuerySchema,
  assessmentRecordSchema,
  assessmentVersionSchema,
} from '../schemas/assessment.ts';
import {
  addAppointmentSchema,
  bulkMessageResponseSchema,
  bulkMessageSchema,
  completeAppointmentSchema,
  completedAppointmentSchema,
  sessionNoteSchema,
  mealPlanSchema,
  missedAppointmentSchema,
  nutritionistDeleteClientSchema,
  progressEntrySchema,
  progressInputSchema,
  sendMessageSchema,
  updateDetailsSchema,
  updateSessionSchema,
  weeklyMealPlanSchema,
} from '../schemas/care.ts';
import { clientIdParamsSchema } from '../schemas/meal-plans.ts';
import { nutritionistProfileSchema } from '../schemas/nutritionist.ts';
import { assignedNutritionistSchema } from '../schemas/portal.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const own = {
  tags: ['nutritionist'],
  access: ['nutritionist'],
  errors: [400, 401, 403, 404],
} as const;
/** What a client and her nutritionist both read, by the client's id. */
const shared = {
  ...own,
  tags: ['client', 'nutritionist'],
  access: ['client', 'nutritionist'],
  query: z.object({ id: idSchema }),
} as const;
const byId = { query: z.object({ id: idSchema }) } as const;
const byEmail = { query: z.object({ email: adminEmailSchema }) } as const;
/** A photo's stored name: only names the server issued are served. */
const photoName = z.string().regex(PHOTO_NAME);

/** The nutritionist's calls: her caseload, sessions, plans, progress, assessments. */
export const nutritionistEndpoints = defineEndpoints({
  recordProgress: {
    ...own,
    method: 'POST',
    path: '/client/progress',
    summary: 'Record a week’s weight (weeks 1–4; the same week again replaces it)',
    body: progressInputSchema,
    response: messageResponseSchema,
  },
  saveMealPlan: {
    ...own,
    method: 'POST',
    path: '/nuts/addWeeklyMealPlan',
    summary: 'Save a client’s whole weekly meal plan in one transaction; answers the saved plan',
    body: weeklyMealPlanSchema,
    response: mealPlanSchema,
  },
  mealPlan: {
    records: { type: 'mealPlan', subject: 'query.id' },
    ...shared,
    method: 'GET',
    path: '/client/meal',
    summary: 'A client’s weekly meal plan keyed by weekday (days without meals are left out)',
    response: mealPlanSchema,
  },
  progress: {
    records: { type: 'progress', subject: 'query.id' },
    ...shared,
    method: 'GET',
    path: '/client/progress',
    summary: 'A client’s recorded weekly weights, [{week, weight}] by week',
    response: z.array(progressEntrySchema),
  },
  selfByEmail: {
    ...own,
    ...byEmail,
    method: 'GET',
    path: '/nuts/email',
    summary: 'Her own record by email (empty for any other email)',
    response: z.array(nutritionistRecordSchema),
  },
  nutritionistById: {
    ...own,
    ...byId,
    tags: ['nutritionist', 'client'],
    access: ['nutritionist', 'client'],
    method: 'GET',
    path: '/nuts/id',
    summary: 'Her own record by id; for a client, her own nutritionist’s card',
    response: z.array(z.union([nutritionistRecordSchema, assignedNutritionistSchema])),
  },
  caseload: {
    ...own,
    ...byId,
    method: 'GET',
    path: '/client/byNutId',
    summary: 'Her clients, with goal and latest weight',
    response: z.array(caseloadClientSchema),
  },
  caseloadByEmail: {
    ...own,
    ...byEmail,
    method: 'GET',
    path: '/nuts/clients',
    summary: 'Her clients, by her email',
    response: z.array(caseloadClientSchema),
  },
  ownClient: {
    records: { type: 'client', subject: 'query.id' },
    ...own,
    ...byId,
    method: 'GET',
    path: '/client/clientById',
    summary: 'One of her clients, as a one-item array',
    response: z.array(clientRecordSchema),
  },
  deleteOwnClient: {
    ...own,
    method: 'POST',
    path: '/nuts/deleteClient',
    summary: 'Delete one of her clients and all their records',
    body: nutritionistDeleteClientSchema,
    response: messageResponseSchema,
  },
  messageClient: {
    ...own,
    method: 'POST',
    path: '/nuts/sendMessage',
    summary: 'Send a message to one of her clients',
    body: sendMessageSchema,
    response: messageResponseSchema,
  },
  bulkMessage: {
    ...own,
    method: 'POST',
    path: '/nuts/sendBulkMessage',
    summary: 'Send one message to all her clients or the chosen ones, in one transaction',
    body: bulkMessageSchema,
    response: bulkMessageResponseSchema,
  },
  updateDetails: {
    ...own,
    method: 'POST',
    path: '/client/updateDetails',
    summary: 'Set a client’s next and previous session',
    body: updateDetailsSchema,
    response: messageResponseSchema,
  },
  updateSession: {
    ...own,
    method: 'POST',
    path: '/client/updateSession',
    summary: 'Set a client’s next session',
    body: updateSessionSchema,
    response: messageResponseSchema,
  },
  addAppointment: {
    ...own,
    method: 'POST',
    path: '/appointments/add',
    summary: 'Book a session for one of her clients (sets their next session)',
    body: addAppointmentSchema,
    response: messageResponseSchema,
  },
  completeAppointment: {
    ...own,
    method: 'POST',
    path: '/appointments/complete',
    summary: 'Complete a session with notes and an optional next date, in one transaction',
    body: completeAppointmentSchema,
    response: messageResponseSchema,
  },
  markMissed: {
    ...own,
    method: 'POST',
    path: '/appointments/missed',
    summary: 'Record a past session that did not happen as missed (clears it as next session)',
    body: missedAppointmentSchema,
    response: messageResponseSchema,
  },
  completedAppointments: {
    ...own,
    ...byId,
    method: 'GET',
    path: '/nuts/appointmentsCompleted',
    summary: 'Her completed appointments, newest first, each with its client',
    response: z.array(completedAppointmentSchema),
  },
  clientSessions: {
    records: { type: 'notes', subject: 'params.clientId' },
    ...own,
    method: 'GET',
    path: '/clients/:clientId/sessions',
    summary: 'One client’s completed sessions with their notes, newest first (her client record)',
    params: clientIdParamsSchema,
    response: z.array(sessionNoteSchema),
  },
  assessment: {
    records: { type: 'assessment', subject: 'query.id' },
    ...own,
    method: 'GET',
    path: '/nuts/clientassessment',
    summary: 'A client’s current assessment, or the version asked for (one-item array, or empty)',
    query: assessmentQuerySchema,
    response: z.array(assessmentRecordSchema),
  },
  assessmentHistory: {
    records: { type: 'assessment', subject: 'query.id' },
    ...own,
    ...byId,
    method: 'GET',
    path: '/nuts/clientassessment/history',
    summary: 'The dates and authors of a client’s stored assessment versions, newest first',
    response: z.array(assessmentVersionSchema),
  },
  submitAssessment: {
    ...own,
    method: 'POST',
    path: '/nuts/clientassessment',
    summary: 'Submit an assessment; every submission is kept as a new version',
    body: assessmentInputSchema,
    response: messageResponseSchema,
  },
  saveNutritionistProfile: {
    ...own,
    method: 'POST',
    path: '/nuts/updateProfile',
    summary:
      'Update her profile (multipart: name, email, specialization, experience, bio, qualifications JSON, profilePicture)',
    form: true,
    body: nutritionistProfileSchema,
    response: nutritionistRecordSchema,
    errors: [400, 401, 403, 404, 413, 415],
  },
  photo: {
    method: 'GET',
    path: '/files/:name',
    access: 'public',
    tags: ['nutritionist', 'client'],
    summary: 'A profile photo (JPEG), by the name the server issued',
    params: z.object({ name: photoName }),
    errors: [400, 404],
    produces: ['image/jpeg'],
    // Loaded by <img src>, never called: not part of the API's document (as before).
    hidden: true,
  },
});
