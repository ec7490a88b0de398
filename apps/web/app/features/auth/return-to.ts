import { dashboardPath, homePath, type Role } from '@nourishwell/shared';

/** The sign-in page, told to come back to this dashboard address afterwards. */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?next=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * Where to go after signing in: the address the visitor asked for when it is one of this
 * site's dashboard pages for the role just signed in, else that role's dashboard. Anything
 * else (`//evil.example`, `https://…`, `/\evil`, a page of another role) is ignored, so a
 * crafted link cannot send a fresh session off-site.
 */
export function returnPathAfterLogin(next: string | null, role: Role): string {
  const home = homePath(role);
  const area = dashboardPath(role);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(next, 'https://nourishwell.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'https://nourishwell.invalid') return home;
  const inArea = url.pathname === area || url.pathname.startsWith(`${area}/`);
  return inArea ? `${url.pathname}${url.search}${url.hash}` : home;
}
