import { callApi } from '#web/lib/api.ts';
import { clearSession } from '#web/lib/session.ts';

/**
 * Ends this session on the server too (issue 18), best effort: the token is read as the
 * call starts, so the credentials can go at once, and a failed call changes nothing here.
 * A module of its own: the consent page (outside the dashboard) ends sessions too, without
 * the dashboard's sign-out dialog and its texts.
 */
export function endSession(): void {
  void callApi('logout', {}, { redirectOnAuthError: false }).catch(() => undefined);
  clearSession();
}
