import { randomBytes } from 'node:crypto';
import { calendarFeedParamsSchema } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import * as repo from './calendar-feed.repository.ts';
import { sessionFeed } from './session-calendar.ts';
import { feedSessions } from './session-people.repository.ts';
import { sessionDetails } from './session-people.ts';

/** How far back the feed shows past sessions; every future one is in it. */
const FEED_DAYS_BACK = 90;
/** What the feed-url calls answer. */
interface CalendarFeedUrl {
  url: string;
}

const FEED_NOT_FOUND =
  'This calendar link does not work any more. Copy the new link from NourishWell.';

/** 24 random bytes: the address is the only key to the feed, so it cannot be guessed. */
const newSecret = () => randomBytes(24).toString('base64url');

const urlOf = (deps: AppDeps, secret: string): CalendarFeedUrl => ({
  url: `${deps.config.appUrl}/api/calendar/${secret}.ics`,
});

/** GET /api/calendar/feed-url: her address, made the first time she asks. */
export async function feedUrl(deps: AppDeps, me: AuthUser): Promise<CalendarFeedUrl> {
  return urlOf(deps, await repo.feedSecret(deps.db, me.id, newSecret()));
}

/** POST /api/calendar/feed-url: a new address; the old one answers 404 from now on. */
export async function regenerateFeedUrl(deps: AppDeps, me: AuthUser): Promise<CalendarFeedUrl> {
  const secret = newSecret();
  await repo.replaceFeedSecret(deps.db, me.id, secret);
  return urlOf(deps, secret);
}

/**
 * GET /api/calendar/<secret>.ics (public: calendar programs send no token). A malformed
 * or unknown address is a 404 like any other, so nothing tells a guesser it was close.
 * A nutritionist's events name her clients, a client's her nutritionist.
 */
export async function feedCalendar(deps: AppDeps, params: unknown): Promise<string> {
  const parsed = calendarFeedParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(FEED_NOT_FOUND);
  const owner = await repo.feedOwner(deps.db, parsed.data.file.slice(0, -'.ics'.length));
  if (!owner) throw notFound(FEED_NOT_FOUND);
  const role = owner.role === 'client' ? 'client' : 'nutritionist';
  const rows = await feedSessions(deps.db, owner.userId, FEED_DAYS_BACK);
  const sessions = rows.map((row) => {
    const session = sessionDetails(deps, row);
    const other = role === 'client' ? session.nutritionist : session.client;
    return { ...session, otherName: other?.name ?? null };
  });
  return sessionFeed(deps, { role, language: owner.language }, sessions);
}
