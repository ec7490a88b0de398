import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignedNutritionistSchema,
  clientMessageSchema,
  clientProfileSchema,
  clientRecordSchema,
  emailQuerySchema,
  messageResponseSchema,
  ownClientRecordSchema,
  ratingInputSchema,
  ratingQuerySchema,
  ratingRecordSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { readPhotoForm } from '../../http/multipart-form.ts';
import { parseBody } from '../../http/parse-body.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { sendRateLimit } from '../../http/send-rate-limit.ts';
import { currentUser } from '../../http/current-user.ts';
import * as service from './portal.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The client's own calls of §7: her record, her nutritionist, rating, message, profile. */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', app.requireRole('client'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['client'], summary, security: bearerSecurity });

  r.get(
    '/client/email',
    {
      schema: {
        ...doc('Her record with her nutritionist’s card, by her email (one-item array)'),
        querystring: emailQuerySchema,
        response: { 200: z.array(ownClientRecordSchema), ...errors },
      },
    },
    async (request) => service.ownRecord(deps, currentUser(request), request.query.email),
  );
  r.get(
    '/client/nut',
    {
      schema: {
        ...doc('Her assigned nutritionist, by her email (empty when none is assigned)'),
        querystring: emailQuerySchema,
        response: { 200: z.array(assignedNutritionistSchema), ...errors },
      },
    },
    async (request) => service.ownNutritionist(deps, currentUser(request), request.query.email),
  );
  r.get(
    '/nuts/rating',
    {
      schema: {
        ...doc('Her current rating of her nutritionist ([{rating}] or empty)'),
        querystring: ratingQuerySchema,
        response: { 200: z.array(ratingRecordSchema), ...errors },
      },
    },
    async (request) =>
      service.ownRating(deps, currentUser(request), request.query.nutId, request.query.clientEmail),
  );
  r.post(
    '/client/rateNutritionist',
    {
      schema: {
        ...doc('Rate her nutritionist 1–5; a new rating replaces the old one'),
        body: ratingInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.rate(deps, currentUser(request), request.body),
  );
  r.post(
    '/client/sendMessage',
    {
      schema: {
        ...doc('Send a message to her nutritionist'),
        body: clientMessageSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      config: sendRateLimit(deps.config.messagesPerMinute),
    },
    async (request) => service.sendToNutritionist(deps, currentUser(request), request.body),
  );
  r.post(
    '/client/updateProfile',
    {
      schema: {
        ...doc(
          'Update her profile (multipart: name, email, phone, location, age, height, Weight, diet, allergies, profilePicture)',
        ),
        consumes: ['multipart/form-data'],
        response: { 200: clientRecordSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { fields, photo } = await readPhotoForm(request, 'profilePicture');
      return service.updateOwnProfile(
        deps,
        currentUser(request),
        parseBody(clientProfileSchema, fields),
        photo,
      );
    },
  );
}
