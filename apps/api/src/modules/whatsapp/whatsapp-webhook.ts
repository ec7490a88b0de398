import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#api/app-deps.ts';
import { isWhatsappSignature } from '#api/integrations/whatsapp-signature.ts';
import { badRequest, forbidden, notFound } from '#api/lib/errors.ts';
import { recordWhatsappEnquiry } from '#api/modules/enquiries/whatsapp-enquiry.service.ts';
import { receiveFromClient } from '#api/modules/messages/whatsapp-inbound.service.ts';
import { recordProviderStatus } from '#api/modules/notifications/delivery-status.ts';
import { readWebhookPost } from './whatsapp-payload.ts';

const NOT_SET_UP = 'WhatsApp is not set up on this server';
const BAD_SIGNATURE = 'The X-Hub-Signature-256 header does not match this body';

/** The webhook's settings, or 404: without them the platform has nothing to reach here. */
function settings(deps: AppDeps) {
  const configured = deps.config.whatsappWebhook;
  if (!configured) throw notFound(NOT_SET_UP);
  return configured;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * GET /whatsapp/webhook: the platform proves it was given our verify token, and we answer
 * its challenge as it sent it. Anything else is 403, as the platform's guide expects.
 */
export function answerHandshake(
  deps: AppDeps,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string {
  const { verifyToken } = settings(deps);
  const challenge = query['hub.challenge'];
  if (
    query['hub.mode'] !== 'subscribe' ||
    !sameText(query['hub.verify_token'] ?? '', verifyToken) ||
    !challenge
  )
    throw forbidden('The verify token does not match');
  return challenge;
}

/**
 * POST /whatsapp/webhook (issue 36). The signature is checked over the raw bytes before
 * anything is read; a missing or wrong one is 400 and records nothing. Then each incoming
 * message joins her chat (a client's verified number) or the enquiries (any other), and
 * each status updates the outbox row the platform's message id names. Every part is
 * idempotent (unique wamids, statuses that only move forward), so a delivery repeated
 * after a timeout changes nothing. A database outage is 503 and the platform retries.
 */
export async function handleWhatsappWebhook(
  deps: AppDeps,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ messages: number; statuses: number }> {
  const { appSecret } = settings(deps);
  if (!isWhatsappSignature(raw, signature, appSecret)) throw badRequest(BAD_SIGNATURE);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The body is not JSON');
  }
  const post = readWebhookPost(body, deps.clock.now());
  let messages = 0;
  for (const incoming of post.incoming) {
    const outcome = await receiveFromClient(deps, incoming);
    if (outcome === 'unknown') await recordWhatsappEnquiry(deps, incoming);
    messages += 1;
  }
  let statuses = 0;
  for (const status of post.statuses) {
    // 'sent' is what the outbox row says already.
    if (status.status === 'sent') continue;
    const outcome = await recordProviderStatus(
      deps,
      status.providerMessageId,
      status.status,
      status.at,
      status.reason,
    );
    if (outcome.found) statuses += 1;
  }
  return { messages, statuses };
}
