import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as feeds from './calendar-feed.service.ts';

/**
 * Feed reads per IP per minute. Higher than the public forms' limit: Google and Apple
 * fetch every subscriber's feed from a few shared addresses, a few times a day each.
 */
const FEED_READS_PER_MINUTE = 300;

/** Calendar feeds: her feed's address, a new one, and the feed itself (issue 17). */
export async function calendarFeedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
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
}
