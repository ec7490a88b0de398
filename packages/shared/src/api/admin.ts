import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { acceptingParamsWrapper, adminEmailSchema } from '../schemas/admin-fields.ts';
import {
  clientAddSchema,
  clientInputSchema,
  clientUpdateSchema,
  deleteNutritionistQuerySchema,
  listQuerySchema,
  nutritionistAddSchema,
  nutritionistInputSchema,
  adminProfileInputSchema,
} from '../schemas/admin-inputs.ts';
import {
  adminCountsSchema,
  adminProfileSchema,
  clientDetailSchema,
  clientRecordSchema,
  createdClientSchema,
  createdNutritionistSchema,
  nutritionistDetailSchema,
  nutritionistRecordSchema,
} from '../schemas/admin-records.ts';
import { nutritionistClientAddSchema } from '../schemas/nutritionist.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const own = { tags: ['admin'], access: ['admin'], errors: [400, 401, 403, 404] } as const;
/** The people calls: a taken email or a nutritionist who still has clients answer 409. */
const people = { ...own, errors: [400, 401, 403, 404, 409] } as const;
const byId = z.object({ id: idSchema });

/**
 * The admin's calls: the spec's, and her profile and the read-only detail pages
 * (docs/product.md, "Admin settings and detail pages").
 */
export const adminEndpoints = defineEndpoints({
  adminCounts: {
    ...own,
    method: 'GET',
    path: '/admin/counts',
    summary: 'Counts for the stat cards and counters',
    response: adminCountsSchema,
  },
  adminNutritionistDetail: {
    ...own,
    method: 'GET',
    path: '/admin/nutritionists/:id',
    summary: 'A nutritionist with rating and clients (read-only page)',
    params: byId,
    response: nutritionistDetailSchema,
  },
  adminClientDetail: {
    records: { type: 'client', subject: 'params.id' },
    ...own,
    method: 'GET',
    path: '/admin/clients/:id',
    summary: 'A client with sessions, progress and goals (read-only page)',
    params: byId,
    response: clientDetailSchema,
  },
  adminProfile: {
    ...own,
    method: 'GET',
    path: '/admin/profile',
    summary: 'The signed-in admin’s profile',
    response: adminProfileSchema,
  },
  updateAdminProfile: {
    ...own,
    method: 'PUT',
    path: '/admin/profile',
    summary: 'Update the signed-in admin’s name, phone and address',
    body: adminProfileInputSchema,
    response: adminProfileSchema,
  },

  adminClients: {
    ...people,
    method: 'GET',
    path: '/client/clients',
    summary:
      'Clients with their nutritionist’s name; q, limit, offset optional (X-Total-Count tells the total)',
    query: listQuerySchema,
    response: z.array(clientRecordSchema),
    paged: true,
  },
  adminCreateClient: {
    ...people,
    method: 'POST',
    path: '/clients',
    summary:
      'Create a client and their login from {name, email, nutritionist (name), plan}; answers the temporary password once',
    body: clientInputSchema,
    status: 201,
    response: createdClientSchema,
  },
  adminUpdateClient: {
    ...people,
    method: 'PUT',
    path: '/clients/:id',
    summary:
      'Update a client: the spec’s {name, email, nutritionist (name), plan} or any field of the Add Client form (nId, phone, location, age, gender, issue, nextSession, planDescription, status); an omitted field is kept. Answers the full record',
    params: byId,
    body: clientUpdateSchema,
    response: clientRecordSchema,
  },
  adminDeleteClient: {
    ...people,
    method: 'DELETE',
    path: '/clients/:id',
    summary: 'Delete a client: their login and every record of theirs, in one transaction',
    params: byId,
    response: messageResponseSchema,
  },
  adminDeleteClientByPost: {
    ...people,
    method: 'POST',
    path: '/client/delete/:id',
    aliases: ['/client/delete/'],
    summary:
      'Delete a client by id (path, ?id= or body; also {params: {id, email}}) with their email as a check',
    params: z.object({ id: idSchema.optional() }),
    query: z.object({ id: idSchema.optional() }),
    body: acceptingParamsWrapper(
      z.object({ id: idSchema.optional(), email: adminEmailSchema.optional() }),
    ).optional(),
    response: messageResponseSchema,
  },
  /**
   * Two callers: the admin's form (any nutritionist, next session) and the
   * nutritionist's (her own client, issue and plan text); the server validates by role.
   */
  addClient: {
    ...people,
    tags: ['admin', 'nutritionist'],
    access: ['admin', 'nutritionist'],
    method: 'POST',
    path: '/client/add',
    summary:
      'Create a client and their login (admin: full form; nutritionist: her own client); answers the temporary password once',
    body: z.union([clientAddSchema, nutritionistClientAddSchema]).describe('by role'),
    status: 201,
    response: createdClientSchema,
  },

  adminNutritionists: {
    ...people,
    method: 'GET',
    path: '/nuts/nutritionists',
    summary:
      'Nutritionists with client counts; q, limit, offset optional (X-Total-Count tells the total)',
    query: listQuerySchema,
    response: z.array(nutritionistRecordSchema),
    paged: true,
  },
  adminCreateNutritionist: {
    ...people,
    method: 'POST',
    path: '/nutritionists',
    summary: 'Create a nutritionist and their login; answers the temporary password once',
    body: nutritionistInputSchema,
    status: 201,
    response: createdNutritionistSchema,
  },
  /** The management screen's Add: the same call, with the phone required. */
  adminAddNutritionist: {
    ...people,
    method: 'POST',
    path: '/nuts/add',
    summary: 'Create a nutritionist and their login; answers the temporary password once',
    body: nutritionistAddSchema,
    status: 201,
    response: createdNutritionistSchema,
  },
  adminUpdateNutritionist: {
    ...people,
    method: 'PUT',
    path: '/nutritionists/:id',
    summary: 'Update a nutritionist (either screen’s payload); answers the full record',
    params: byId,
    body: nutritionistInputSchema,
    response: nutritionistRecordSchema,
  },
  adminDeleteNutritionist: {
    ...people,
    method: 'DELETE',
    path: '/nutritionists/:id',
    summary: 'Delete a nutritionist; with clients, reassignTo names who takes them over (else 409)',
    params: byId,
    query: deleteNutritionistQuerySchema,
    response: messageResponseSchema,
  },
  adminDeleteNutritionistByPost: {
    ...people,
    method: 'POST',
    path: '/nuts/delete',
    summary:
      'Delete a nutritionist named by id or email (same rules as DELETE /nutritionists/{id})',
    body: acceptingParamsWrapper(
      z.object({
        id: idSchema.optional(),
        email: adminEmailSchema.optional(),
        reassignTo: idSchema.optional(),
      }),
    ),
    response: messageResponseSchema,
  },
});
