import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './packages.service.ts';

/** The package catalogue and the practice's billing details (issue 34). */
export async function packagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.packages, () => service.listPackages(deps));
  route(app, endpoints.offeredPackages, () => service.offeredPackages(deps));
  route(app, endpoints.addPackage, ({ actor, body }) => service.addPackage(deps, actor, body));
  route(app, endpoints.updatePackage, ({ actor, params, body }) =>
    service.updatePackage(deps, actor, params.id, body),
  );
  route(app, endpoints.billingSettings, () => service.billingSettings(deps));
  route(app, endpoints.saveBillingSettings, ({ actor, body }) =>
    service.saveBillingSettings(deps, actor, body),
  );
}
