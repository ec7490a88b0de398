import { clearQueryCache } from './offline/query-cache-store.ts';
import { isRole, meResponseSchema, type MeResponse, type SessionUser } from '@nourishwell/shared';

/** The browser session, as the spec keeps it: exactly these three localStorage keys. */
export const SESSION_KEYS = { token: 'token', user: 'user', sidebarOpen: 'sidebarOpen' } as const;

function storage(): Storage | undefined {
  // Route modules are also imported at build time (prerendering), where there is no window.
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function getToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}

/** The saved user, or null when it is missing or unreadable. */
export function getSessionUser(): SessionUser | null {
  const raw = storage()?.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'email' in value &&
      typeof value.email === 'string' &&
      'role' in value &&
      isRole(value.role)
    ) {
      return { email: value.email, role: value.role };
    }
  } catch {
    // Unreadable: treated as signed out.
  }
  return null;
}

export function saveSession(token: string, user: SessionUser): void {
  storage()?.setItem(SESSION_KEYS.token, token);
  storage()?.setItem(SESSION_KEYS.user, JSON.stringify({ email: user.email, role: user.role }));
}

/**
 * Beyond the spec's three keys: the signed-in person as the server last confirmed her, so
 * the installed app can open her dashboard without a connection (decision 016). It goes
 * with the credentials.
 */
const PROFILE_KEY = 'profile';

export function rememberProfile(me: MeResponse): void {
  storage()?.setItem(PROFILE_KEY, JSON.stringify(me));
}

/** The remembered person, only while she is still the one signed in on this browser. */
export function rememberedProfile(): MeResponse | null {
  const user = getSessionUser();
  const raw = storage()?.getItem(PROFILE_KEY);
  if (!user || !raw) return null;
  try {
    const parsed = meResponseSchema.safeParse(JSON.parse(raw));
    const me = parsed.success ? parsed.data : null;
    return me && me.email === user.email && me.role === user.role ? me : null;
  } catch {
    return null;
  }
}

/**
 * After a 401/403: the credentials go, and the reads kept on this device for the offline
 * app with them; the sidebar preference stays.
 */
export function clearCredentials(): void {
  storage()?.removeItem(SESSION_KEYS.token);
  storage()?.removeItem(SESSION_KEYS.user);
  storage()?.removeItem(PROFILE_KEY);
  void clearQueryCache();
}

/**
 * Logout: all three keys. endSession also ends the session on the server (docs/product.md,
 * "Password changes and signing out").
 */
export function clearSession(): void {
  clearCredentials();
  storage()?.removeItem(SESSION_KEYS.sidebarOpen);
}

export function getSidebarOpen(): boolean {
  return storage()?.getItem(SESSION_KEYS.sidebarOpen) !== 'false';
}

export function setSidebarOpen(open: boolean): void {
  storage()?.setItem(SESSION_KEYS.sidebarOpen, String(open));
}
