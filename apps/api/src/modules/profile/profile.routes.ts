import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nutritionistProfileSchema, nutritionistRecordSchema } from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { parseBody } from '../../http/parse-body.ts';
import { readPhotoForm } from '../../http/multipart-form.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { PHOTO_NAME } from '../../integrations/storage.ts';
import { currentUser } from '../../http/current-user.ts';
import { updateNutritionistProfile } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/nuts/updateProfile',
    {
      onRequest: app.requireRole('nutritionist'),
      schema: {
        tags: ['nutritionist'],
        summary:
          'Update her profile (multipart: name, email, specialization, experience, bio, qualifications JSON, profilePicture)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: {
          200: nutritionistRecordSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { fields, photo } = await readPhotoForm(request, 'profilePicture');
      return updateNutritionistProfile(
        deps,
        currentUser(request),
        parseBody(nutritionistProfileSchema, fields),
        photo,
      );
    },
  );

  // Photos are served only under names we issued, always as JPEG (never a guessed type).
  r.get(
    '/files/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(PHOTO_NAME) }) } },
    async (request, reply) => {
      const photo = await deps.photos.read(request.params.name);
      if (!photo) throw new AppError(404, 'NOT_FOUND', 'Not found');
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(photo);
    },
  );
}
