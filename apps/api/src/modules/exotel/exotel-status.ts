import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, forbidden, notFound } from '#api/lib/errors.ts';
import {
  recordProviderStatus,
  type DeliveryStatus,
} from '#api/modules/notifications/delivery-status.ts';

const NOT_SET_UP = 'Exotel delivery reports are not set up on this server';

/**
 * Exotel's final statuses (its "SMS Status Codes"): delivered, or one of the ways an SMS
 * fails for good. Queued, sending, submitted and sent are steps on the way: not recorded.
 */
const FINAL: Record<string, DeliveryStatus> = {
  delivered: 'delivered',
  failed: 'failed',
  'failed-dnd': 'failed',
  undelivered: 'failed',
  expired: 'failed',
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Field values as Exotel sends them: short, printable, or nothing. */
const field = (form: URLSearchParams, name: string, pattern: RegExp) => {
  const value = form.get(name)?.trim();
  return value && pattern.test(value) ? value : undefined;
};

/**
 * POST /exotel/sms-status?token=… (decision 032). Exotel does not sign its reports, so the
 * address we gave it carries a secret of ours; a wrong one is 403 and records nothing. A
 * final status updates the SMS row its Sid names (statuses only move forward, so a report
 * repeated after a timeout changes nothing); the reason of a failure is Exotel's detailed
 * status and code, which name no person.
 */
export async function handleExotelStatus(
  deps: AppDeps,
  token: string | undefined,
  body: string,
): Promise<{ recorded: boolean }> {
  const expected = deps.config.providers.exotel?.statusToken;
  if (!expected) throw notFound(NOT_SET_UP);
  if (!timingSafeEqual(digest(token ?? ''), digest(expected)))
    throw forbidden('The token does not match');
  const form = new URLSearchParams(body);
  const sid = field(form, 'SmsSid', /^[A-Za-z0-9]{1,64}$/);
  const status = field(form, 'Status', /^[a-z-]{1,30}$/);
  if (!sid || !status) throw badRequest('A delivery report needs its SmsSid and Status');
  const final = FINAL[status];
  if (!final) return { recorded: false };
  const detail = field(form, 'DetailedStatus', /^[A-Z0-9_]{1,60}$/);
  const code = field(form, 'DetailedStatusCode', /^\d{1,6}$/);
  const reason =
    final === 'failed' ? `Exotel: ${detail ?? status}${code ? ` (${code})` : ''}` : undefined;
  const outcome = await recordProviderStatus(deps, sid, final, deps.clock.now(), reason);
  return { recorded: outcome.found };
}
