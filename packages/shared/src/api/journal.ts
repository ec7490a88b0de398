import { z } from 'zod';
import {
  commentInputSchema,
  entryIdParamsSchema,
  habitCheckInputSchema,
  habitCheckParamsSchema,
  habitCheckSchema,
  journalCommentSchema,
  journalEntryInputSchema,
  journalEntrySchema,
  journalPhotoParamsSchema,
  journalPhotoQuerySchema,
  journalRangeQuerySchema,
  journalSchema,
  journalSuggestionsQuerySchema,
  journalSuggestionsSchema,
  trackingInputSchema,
  trackingSchema,
  waterDayParamsSchema,
  waterDaySchema,
  waterInputSchema,
} from '../schemas/journal.ts';
import { clientIdParamsSchema } from '../schemas/meal-plans.ts';
import { measurementInputSchema, measurementSchema } from '../schemas/measurements.ts';
import { notificationsReadSchema, notificationsSchema } from '../schemas/notifications.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { idSchema } from '../schemas/common.ts';
import { defineEndpoints } from './endpoint.ts';

/** The client herself and her nutritionist; anyone else gets 404. */
const hers = {
  tags: ['journal'],
  access: ['client', 'nutritionist'],
  errors: [400, 401, 403, 404],
} as const;
/** Only the client writes her journal. */
const herOwn = { ...hers, access: ['client'] } as const;
/** Only her nutritionist. */
const herNutritionist = { ...hers, access: ['nutritionist'] } as const;

/** The client journal, water, habits, dated measurements and in-app notices (issue 16). */
export const journalEndpoints = defineEndpoints({
  logJournalEntry: {
    ...herOwn,
    method: 'POST',
    path: '/journal',
    summary:
      'Log one meal she ate (food/recipe items or free text); a repeated idempotencyKey answers the first entry',
    body: journalEntryInputSchema,
    status: 201,
    response: journalEntrySchema,
  },
  journalSuggestions: {
    ...herOwn,
    errors: [400, 401, 403],
    method: 'GET',
    path: '/journal/suggestions',
    summary:
      'Before she types: her plan’s items for the meal on that date, what she logged for it in the last 14 days, and her frequent foods of the last 60',
    query: journalSuggestionsQuerySchema,
    response: journalSuggestionsSchema,
  },
  deleteJournalEntry: {
    ...herOwn,
    method: 'DELETE',
    path: '/journal/:entryId',
    summary: 'Remove one of her own entries (its photo and comments go with it)',
    params: entryIdParamsSchema,
    response: messageResponseSchema,
  },
  journalPhoto: {
    ...herOwn,
    method: 'POST',
    path: '/journal/:entryId/photo',
    summary: 'Attach a photo to her entry (multipart: photo; JPG/PNG ≤ 5 MB, re-encoded)',
    params: entryIdParamsSchema,
    form: true,
    body: z.object({}),
    response: journalEntrySchema,
    errors: [400, 401, 403, 404, 413, 415],
  },
  journalPhotoFile: {
    method: 'GET',
    path: '/journal-photos/:name',
    access: 'public',
    tags: ['journal'],
    summary: 'A journal photo by the signed URL the journal read gave (expires)',
    params: journalPhotoParamsSchema,
    query: journalPhotoQuerySchema,
    errors: [400, 404],
    produces: ['image/jpeg'],
    hidden: true,
  },
  commentOnJournalEntry: {
    ...herNutritionist,
    method: 'POST',
    path: '/journal/:entryId/comments',
    summary: 'Her nutritionist comments on an entry; the client is notified in-app and live',
    params: entryIdParamsSchema,
    body: commentInputSchema,
    status: 201,
    response: journalCommentSchema,
  },
  clientJournal: {
    records: { type: 'journal', subject: 'params.clientId' },
    ...hers,
    method: 'GET',
    path: '/clients/:clientId/journal',
    summary:
      'Her journal day by day (from–to, at most 92 days): entries, eaten vs planned, water, habits, adherence',
    params: clientIdParamsSchema,
    query: journalRangeQuerySchema,
    response: journalSchema,
  },
  setWater: {
    ...herOwn,
    method: 'PUT',
    path: '/clients/:clientId/water/:date',
    summary: 'Her glasses of water on a date (the count itself, so a replay changes nothing)',
    params: waterDayParamsSchema,
    body: waterInputSchema,
    response: waterDaySchema,
  },
  checkHabit: {
    ...herOwn,
    method: 'PUT',
    path: '/clients/:clientId/habits/:habitId/:date',
    summary: 'Mark one of her habits done or not done on a date (replay-safe)',
    params: habitCheckParamsSchema,
    body: habitCheckInputSchema,
    response: habitCheckSchema,
  },
  clientTracking: {
    // Issue 30: her water and habits are health records too, closed to staff after she
    // withdraws and listed in "Who viewed my records".
    records: { type: 'tracking', subject: 'params.clientId' },
    ...hers,
    method: 'GET',
    path: '/clients/:clientId/tracking',
    summary: 'Her water target and daily habits',
    params: clientIdParamsSchema,
    response: trackingSchema,
  },
  setClientTracking: {
    ...herNutritionist,
    method: 'PUT',
    path: '/clients/:clientId/tracking',
    summary: 'Set her water target and up to 5 daily habits (kept habits keep their history)',
    params: clientIdParamsSchema,
    body: trackingInputSchema,
    response: trackingSchema,
  },
  clientMeasurements: {
    records: { type: 'measurements', subject: 'params.clientId' },
    ...hers,
    method: 'GET',
    path: '/clients/:clientId/measurements',
    summary:
      'Her weigh-ins and measurements by date, oldest first (Week 1–4 entries at the date saved)',
    params: clientIdParamsSchema,
    response: z.array(measurementSchema),
  },
  recordMeasurement: {
    ...hers,
    method: 'POST',
    path: '/clients/:clientId/measurements',
    summary:
      'Record a date’s weight and measurements (the client or her nutritionist); the same date replaces it',
    params: clientIdParamsSchema,
    body: measurementInputSchema,
    status: 201,
    response: measurementSchema,
  },
  deleteMeasurement: {
    ...hers,
    method: 'DELETE',
    path: '/clients/:clientId/measurements/:measurementId',
    summary: 'Remove a dated measurement entered by mistake',
    params: clientIdParamsSchema.extend({ measurementId: idSchema }),
    response: messageResponseSchema,
  },
  notifications: {
    tags: ['journal'],
    access: 'signedIn',
    errors: [401],
    method: 'GET',
    path: '/notifications',
    summary: 'Her in-app notices, newest 20, with the unread count',
    response: notificationsSchema,
  },
  readNotifications: {
    tags: ['journal'],
    access: 'signedIn',
    errors: [400, 401],
    method: 'POST',
    path: '/notifications/read',
    summary: 'Mark her notices read (the ids given, or all)',
    body: notificationsReadSchema,
    response: notificationsSchema,
  },
});
