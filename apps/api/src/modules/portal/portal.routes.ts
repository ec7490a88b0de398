import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { readPhotoForm } from '#api/http/multipart-form.ts';
import { parseBody } from '#api/http/parse-body.ts';
import { route } from '#api/http/route.ts';
import { sendRateLimit } from '#api/http/send-rate-limit.ts';
import * as service from './portal.service.ts';

/** The client's own calls of §7: her record, her nutritionist, rating, message, profile. */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.ownRecord, ({ user, query }) => service.ownRecord(deps, user, query.email));
  route(app, endpoints.ownNutritionist, ({ user, query }) =>
    service.ownNutritionist(deps, user, query.email),
  );
  route(app, endpoints.ownRating, ({ user, query }) =>
    service.ownRating(deps, user, query.nutId, query.clientEmail),
  );
  route(app, endpoints.rateNutritionist, ({ user, body }) => service.rate(deps, user, body));
  route(
    app,
    endpoints.sendToNutritionist,
    ({ user, body }) => service.sendToNutritionist(deps, user, body),
    { config: sendRateLimit(deps.config.messagesPerMinute) },
  );
  route(app, endpoints.updateOwnProfile, async ({ user, request }) => {
    const { fields, photo } = await readPhotoForm(request, 'profilePicture');
    const profile = parseBody(endpoints.updateOwnProfile.body, fields);
    return service.updateOwnProfile(deps, user, profile, photo);
  });
}
