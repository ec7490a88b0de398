import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { goalInputSchema, goalRecordSchema, goalUpdateSchema } from '../schemas/portal.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const doc = { tags: ['client'], errors: [400, 401, 403, 404, 409] } as const;

/** The client's own calls (§7): her record, goals, rating, messages, profile. */
export const clientEndpoints = defineEndpoints({
  goals: {
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
});
