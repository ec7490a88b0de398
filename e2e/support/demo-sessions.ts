import { indianDate } from './clock.ts';

/**
 * When Meera's next demo session is. The demo books it later on the day the server seeds
 * (a worker's server seeds just after it starts: AppServer.startedAt), at least 15 minutes
 * ahead on a five-minute mark; seeded in the day's last quarter hour it falls on the next
 * day (decision 024). Journeys that read it as today's ask here.
 */
export function demoSessionIsToday(seededAt: Date): boolean {
  const soonest = new Date(seededAt.getTime() + 20 * 60_000);
  return indianDate(soonest) === indianDate(seededAt);
}

/** The day of Meera's next demo session: the seed's day, or the next one when seeded late. */
export function demoSessionDay(seededAt: Date): Date {
  return demoSessionIsToday(seededAt) ? seededAt : new Date(seededAt.getTime() + 86_400_000);
}
