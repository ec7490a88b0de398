import { planDemoSessions } from '../../apps/api/src/db/demo-session-plan.ts';
import { indianDate } from './clock.ts';

/**
 * Meera's next demo session as the demo's own planner places it for a seed at `seededAt`
 * (a worker's server seeds just after it starts: AppServer.startedAt). Later the same day,
 * or the next day when the demo is made too late in the evening (decision 024).
 */
function meerasNextSession(seededAt: Date): Date {
  const next = planDemoSessions('Asia/Kolkata', seededAt).sessions.find(
    (s) => s.client === 'meera' && s.status === 'booked' && s.start > seededAt,
  );
  if (!next) throw new Error('The demo plans no upcoming session for Meera');
  return next.start;
}

/** Whether Meera's next demo session is on the day the demo was made. */
export const demoSessionIsToday = (seededAt: Date): boolean =>
  indianDate(meerasNextSession(seededAt)) === indianDate(seededAt);

/** The day of Meera's next demo session. */
export const demoSessionDay = (seededAt: Date): Date => meerasNextSession(seededAt);
