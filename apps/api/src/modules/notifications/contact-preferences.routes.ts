import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './contact-preferences.service.ts';

/** Issue 36: her channels and quiet hours, on her notification settings. */
export async function contactPreferencesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.myContactPreferences, ({ actor }) => service.myPreferences(deps, actor));
  route(app, endpoints.saveMyContactPreferences, ({ actor, body }) =>
    service.saveMyPreferences(deps, actor, body),
  );
}
