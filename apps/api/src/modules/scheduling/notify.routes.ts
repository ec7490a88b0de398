import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { notificationLog } from '#api/modules/notifications/notification-log.repository.ts';
import * as feeds from './calendar-feed.service.ts';

/** A page of the admin's list of sent messages when the query names none. */
const LOG_PAGE = 50;
/**
 * Feed reads per IP per minute. Higher than the public forms' limit: Google and Apple
 * fetch every subscriber's feed from a few shared addresses, a few times a day each.
 */
const FEED_READS_PER_MINUTE = 300;

/** Calendar feeds and the admin's list of sent messages (issue 17). */
export async function notifyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.calendarFeedUrl, ({ user }) => feeds.feedUrl(deps, user));
  route(app, endpoints.regenerateCalendarFeed, ({ user }) => feeds.regenerateFeedUrl(deps, user));
  route(
    app,
    endpoints.calendarFeed,
    async ({ params, reply }) => {
      const calendar = await feeds.feedCalendar(deps, params);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
    {
      // Public and keyed only by its secret: limited per IP like the other public calls.
      config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: 60_000 } },
      // The address is checked in the service, so a malformed one is a 404 like an unknown one.
      validatorCompiler: () => (data) => ({ value: data }),
    },
  );
  route(app, endpoints.notificationLog, ({ query }) =>
    notificationLog(deps.db, query.limit ?? LOG_PAGE, query.offset ?? 0),
  );
}
