import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { parseBody } from '#api/http/parse-body.ts';
import { readPhotoForm } from '#api/http/multipart-form.ts';
import { route } from '#api/http/route.ts';
import { profilePhoto, updateNutritionistProfile } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const entry = endpoints.saveNutritionistProfile;
  route(app, entry, async ({ user, request }) => {
    const { fields, photo } = await readPhotoForm(request, 'profilePicture');
    return updateNutritionistProfile(deps, user, parseBody(entry.body, fields), photo);
  });

  // Always as JPEG, never a guessed type.
  route(app, endpoints.photo, async ({ params, reply }) => {
    const photo = await profilePhoto(deps, params.name);
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(photo);
  });
}
