import { redirect } from 'react-router';
import { homePath, type MeResponse } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';
import {
  clearCredentials,
  getToken,
  rememberedProfile,
  rememberProfile,
  saveSession,
} from '#web/lib/session.ts';
import { fetchMe, protectRoute } from './auth-api.ts';
import { loginPathFor } from './return-to.ts';

/**
 * Runs before any dashboard page renders: no token or a failed protected-route
 * check sends the visitor to sign in, and back to this address afterwards (the spec's `/`
 * loses where they were going: a bookmarked page must survive an expired session);
 * someone on another role's page goes to their own dashboard; an account with a
 * temporary password goes to set a new one first, then one who has not accepted the
 * privacy notice in force to accept it. Without a connection, the person last
 * confirmed on this browser opens her dashboard from the app's cache (decision 016).
 */
export async function guardDashboard(pathname: string, search = ''): Promise<MeResponse> {
  const token = getToken();
  const signIn = () => redirect(loginPathFor(`${pathname}${search}`));
  if (!token) throw signIn();
  let me: MeResponse;
  try {
    const [checked, person] = await Promise.all([protectRoute(), fetchMe()]);
    saveSession(token, checked);
    rememberProfile(person);
    me = person;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      clearCredentials();
      throw signIn();
    }
    // No connection (status 0): the installed app opens with who she was when last
    // online; the server checks the token again on every call once the connection is back.
    const remembered = error instanceof ApiError && error.status === 0 && rememberedProfile();
    if (!remembered) throw error;
    me = remembered;
  }
  if (me.mustChangePassword) throw redirect('/change-password');
  // Issue 18: the privacy notice in force is accepted before any page (and any health data).
  if (me.consentRequired) throw redirect('/consent');
  // Issue 18: an admin who must turn on two-factor does that first, in her settings.
  const settings = '/dashboard/admin/settings';
  if (me.twoFactorRequired && pathname !== settings) throw redirect(settings);
  const area = pathname.split('/')[2];
  if (area !== me.role) throw redirect(homePath(me.role));
  return me;
}
