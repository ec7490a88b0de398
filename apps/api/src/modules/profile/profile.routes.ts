import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { AppError } from '#api/lib/errors.ts';
import { parseBody } from '#api/http/parse-body.ts';
import { readPhotoForm } from '#api/http/multipart-form.ts';
import { route } from '#api/http/route.ts';
import { isProfilePhoto } from './profile.repository.ts';
import { updateNutritionistProfile } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const entry = endpoints.saveNutritionistProfile;
  route(app, entry, async ({ user, request }) => {
    const { fields, photo } = await readPhotoForm(request, 'profilePicture');
    return updateNutritionistProfile(deps, user, parseBody(entry.body, fields), photo);
  });

  // Profile photos are public, served only under names we issued, always as JPEG (never a
  // guessed type). Journal photos live in the same store under the same kind of name, so a
  // name no profile points at is 404 here: those are read only by their signed URL.
  route(app, endpoints.photo, async ({ params, reply }) => {
    const photo = (await isProfilePhoto(deps.db, params.name))
      ? await deps.photos.read(params.name)
      : undefined;
    if (!photo) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(photo);
  });
}
