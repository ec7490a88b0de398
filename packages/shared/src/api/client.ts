import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { clientRecordSchema } from '../schemas/admin.ts';
import {
  assignedNutritionistSchema,
  clientMessageSchema,
  clientProfileSchema,
  emailQuerySchema,
  goalInputSchema,
  goalRecordSchema,
  goalUpdateSchema,
  ownClientRecordSchema,
  ratingInputSchema,
  ratingQuerySchema,
  ratingRecordSchema,
} from '../schemas/portal.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const doc = { tags: ['client'], errors: [400, 401, 403, 404, 409] } as const;
/** Her portal's calls: only she makes them, about herself. */
const own = { tags: ['client'], access: ['client'], errors: [400, 401, 403, 404] } as const;

/** The client's own calls: her record, goals, rating, messages, profile. */
export const clientEndpoints = defineEndpoints({
  goals: {
    records: { type: 'goals', subject: 'query.clientId' },
    ...doc,
    tags: ['client', 'nutritionist'],
    method: 'GET',
    path: '/client/goal',
    access: ['client', 'nutritionist'],
    summary: 'A client’s goals, newest first (her own, or a nutritionist’s own client’s)',
    query: z.object({ clientId: idSchema }),
    response: z.array(goalRecordSchema),
  },
  addGoal: {
    ...doc,
    method: 'POST',
    path: '/client/goal',
    access: ['client'],
    summary: 'Add a goal; 409 while another goal is active',
    body: goalInputSchema,
    status: 201,
    response: goalRecordSchema,
  },
  updateGoal: {
    ...doc,
    method: 'POST',
    path: '/client/goal/update',
    access: ['client'],
    summary: 'Set a goal’s progress (Complete sends 100)',
    body: goalUpdateSchema,
    response: goalRecordSchema,
  },
  deleteGoal: {
    ...doc,
    method: 'DELETE',
    // The spec calls DELETE /client/goal/?goalId; the path without the slash works too.
    path: '/client/goal/',
    aliases: ['/client/goal'],
    access: ['client'],
    summary: 'Remove one of her goals',
    query: z.object({ goalId: idSchema }),
    response: messageResponseSchema,
  },
  ownRecord: {
    ...own,
    method: 'GET',
    path: '/client/email',
    summary: 'Her record with her nutritionist’s card, by her email (one-item array)',
    query: emailQuerySchema,
    response: z.array(ownClientRecordSchema),
  },
  ownNutritionist: {
    ...own,
    method: 'GET',
    path: '/client/nut',
    summary: 'Her assigned nutritionist, by her email (empty when none is assigned)',
    query: emailQuerySchema,
    response: z.array(assignedNutritionistSchema),
  },
  ownRating: {
    ...own,
    method: 'GET',
    path: '/nuts/rating',
    summary: 'Her current rating of her nutritionist ([{rating}] or empty)',
    query: ratingQuerySchema,
    response: z.array(ratingRecordSchema),
  },
  rateNutritionist: {
    ...own,
    method: 'POST',
    path: '/client/rateNutritionist',
    summary: 'Rate her nutritionist 1–5; a new rating replaces the old one',
    body: ratingInputSchema,
    response: messageResponseSchema,
  },
  sendToNutritionist: {
    ...own,
    method: 'POST',
    path: '/client/sendMessage',
    summary: 'Send a message to her nutritionist',
    body: clientMessageSchema,
    response: messageResponseSchema,
  },
  updateOwnProfile: {
    ...own,
    method: 'POST',
    path: '/client/updateProfile',
    summary:
      'Update her profile (multipart: name, email, phone, location, age, height, Weight, diet, allergies, profilePicture)',
    body: clientProfileSchema,
    form: true,
    response: clientRecordSchema,
    errors: [400, 401, 403, 404, 413, 415],
  },
});
