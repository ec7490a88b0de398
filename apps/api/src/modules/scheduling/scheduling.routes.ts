import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as availability from './availability.service.ts';
import * as booking from './booking.service.ts';

/** Working hours, free slots, bookings and the practice's booking rules (issue 17). */
export async function schedulingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.myAvailability, ({ user }) => availability.myAvailability(deps, user));
  route(app, endpoints.saveAvailability, ({ user, actor, body }) =>
    availability.saveAvailability(deps, user, actor, body),
  );
  route(app, endpoints.schedulingSettings, () => availability.schedulingSettings(deps));
  // The same rules for the booking screens: the week view stops where booking does.
  route(app, endpoints.bookingRules, () => availability.schedulingSettings(deps));
  route(app, endpoints.saveSchedulingSettings, ({ actor, body }) =>
    availability.saveSchedulingSettings(deps, actor, body),
  );
  route(app, endpoints.slots, ({ user, query }) => booking.slots(deps, user, query));
  route(app, endpoints.bookings, ({ user, query }) => booking.bookings(deps, user, query));
  route(app, endpoints.book, ({ user, actor, body }) => booking.book(deps, user, actor, body));
  // A cancel records nothing new about her: open after she withdraws consent (issue 18).
  route(
    app,
    endpoints.cancelBooking,
    ({ user, actor, params, body }) => booking.cancelBooking(deps, user, actor, params.id, body),
    { config: { allowWithoutConsent: true } },
  );
  route(app, endpoints.rescheduleBooking, ({ user, actor, params, body }) =>
    booking.rescheduleBooking(deps, user, actor, params.id, body),
  );
}
