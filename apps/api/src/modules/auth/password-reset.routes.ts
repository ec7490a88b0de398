import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

const errors = errorResponses(400, 429);

export async function passwordResetRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: deps.config.formLimits.perIp, timeWindow: deps.config.formLimits.windowMs },
  };

  r.post(
    '/users/forgotpassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use password reset link (same answer for any email)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      config: limited,
    },
    async (request) => requestPasswordReset(deps, request.body),
  );

  r.post(
    '/users/resetpassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset link',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      config: limited,
    },
    async (request) => resetPassword(deps, request.body),
  );
}
