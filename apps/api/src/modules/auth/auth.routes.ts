import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  protectRouteResponseSchema,
  updatePasswordSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.ts';
import { currentUser } from '../../http/current-user.ts';
import { changePassword, login, me, setOwnPassword } from './auth.service.ts';

const errors = errorResponses(400, 401, 403, 429);

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate, config: { allowPendingPasswordChange: true } };

  r.post(
    '/users/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email, password and role',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      config: {
        rateLimit: {
          max: deps.config.loginLimits.perIp,
          timeWindow: deps.config.loginLimits.windowMs,
        },
      },
    },
    async (request) => login(deps, request.body),
  );

  r.get(
    '/protectroute',
    {
      ...signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Check that the bearer token is valid',
        security: bearerSecurity,
        response: { 200: protectRouteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, role } = currentUser(request);
      return { email, role };
    },
  );

  r.get(
    '/users/me',
    {
      ...signedIn,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person, with the name on their profile',
        security: bearerSecurity,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => me(deps, currentUser(request)),
  );

  r.post(
    '/users/change-password',
    {
      ...signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Replace the signed-in person’s password; answers a fresh token',
        security: bearerSecurity,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
      config: {
        allowPendingPasswordChange: true,
        rateLimit: {
          max: deps.config.loginLimits.perIp,
          timeWindow: deps.config.loginLimits.windowMs,
        },
      },
    },
    async (request) => changePassword(deps, currentUser(request), request.body),
  );
}

/** The nutritionist profile's Update Password (§7 /nuts/updatepassword). */
export async function nutritionistPasswordRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/nuts/updatepassword',
    {
      onRequest: app.requireRole('nutritionist'),
      schema: {
        tags: ['nutritionist'],
        summary: 'Set her own password; answers a fresh token (older ones stop working)',
        security: bearerSecurity,
        body: updatePasswordSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setOwnPassword(deps, currentUser(request), request.body),
  );
}
