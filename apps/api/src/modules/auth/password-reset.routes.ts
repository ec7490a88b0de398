import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

export async function passwordResetRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limited = {
    config: {
      rateLimit: { max: deps.config.formLimits.perIp, timeWindow: deps.config.formLimits.windowMs },
    },
  };
  route(app, endpoints.forgotPassword, ({ body }) => requestPasswordReset(deps, body), limited);
  route(app, endpoints.resetPassword, ({ body }) => resetPassword(deps, body), limited);
}
