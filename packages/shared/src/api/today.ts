import {
  todayMarkSchema,
  todayQuerySchema,
  todayResponseSchema,
  todayUnmarkSchema,
} from '../messaging/today.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const hers = {
  tags: ['nutritionist'],
  access: ['nutritionist'],
  errors: [400, 401, 403, 404],
} as const;

/** The nutritionist's "Today" (issue 36): her sessions and the clients who need her. */
export const todayEndpoints = defineEndpoints({
  today: {
    ...hers,
    method: 'GET',
    path: '/today',
    summary:
      'Her sessions today and her clients who need her, each with the reason, most pressing first',
    query: todayQuerySchema,
    response: todayResponseSchema,
  },
  markToday: {
    ...hers,
    method: 'POST',
    path: '/today/marks',
    summary: 'Snooze an item of her Today list for some days, or mark it done',
    body: todayMarkSchema,
    response: messageResponseSchema,
  },
  unmarkToday: {
    ...hers,
    method: 'DELETE',
    path: '/today/marks/:clientId/:reason',
    summary: 'Put an item she snoozed or marked done back on her Today list',
    params: todayUnmarkSchema,
    response: messageResponseSchema,
  },
});
