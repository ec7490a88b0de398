import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { hindiPath, languageVersions } from '@nourishwell/shared';

/** Whether a request was followed from a page of this site (its own address or the one served). */
function fromThisSite(request: FastifyRequest, appUrl: string): boolean {
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    // Through URL, so a default port reads the same either way ('localhost:80', 'localhost').
    const from = new URL(referer);
    const served = new URL(`${from.protocol}//${request.headers.host ?? ''}`);
    return from.origin === served.origin || from.origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Whether the answer to `page` depends on the visitor's language and where she came from:
 * an English page that has a Hindi version (never a Hindi page). Its answer names them in
 * `Vary`, so no cache hands one visitor's answer to another.
 */
export const answersByArrival = (page: string) => languageVersions(page).length > 0;

/**
 * Where a visitor arriving from elsewhere (a search, a shared link, a typed address) at an
 * English page is sent when her browser asks for Hindi before English: the page's Hindi
 * version, with its query (issue 33: "first visit follows the browser's language"). A page
 * reached from this site is never redirected, so the language switch and every link keep
 * the language she chose; a Hindi page is never sent to English. No cookie: nothing about
 * her is kept, and a crawler, which names no language, gets the page it asked for.
 */
export function arrivalInHindi(
  request: FastifyRequest,
  page: string,
  appUrl: string,
): string | undefined {
  if (!answersByArrival(page) || fromThisSite(request, appUrl)) return undefined;
  const preferred = new Negotiator({ headers: request.headers }).language(['en', 'hi']);
  if (preferred !== 'hi') return undefined;
  const query = request.url.indexOf('?');
  return `${hindiPath(page)}${query === -1 ? '' : request.url.slice(query)}`;
}
