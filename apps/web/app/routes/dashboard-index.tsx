import { redirect } from 'react-router';
import { homePath } from '@nourishwell/shared';
import { getSessionUser, getToken } from '#web/lib/session.ts';

/**
 * As in the spec, /dashboard itself goes to /login. It is also the installed app's start page
 * (decision 016), so someone already signed in on this browser goes to her own dashboard
 * instead (whose guard checks the session), rather than to sign in on every launch.
 */
export async function clientLoader() {
  const user = getToken() ? getSessionUser() : null;
  throw redirect(user ? homePath(user.role) : '/login');
}

export default function DashboardIndex() {
  return null;
}
