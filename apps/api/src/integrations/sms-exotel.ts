import { PermanentDeliveryError, type MessageToDeliver, type Transport } from './transport.ts';

export interface ExotelConfig {
  /** https://api.exotel.com (Singapore) or https://api.in.exotel.com (Mumbai); a stand-in in tests. */
  baseUrl: string;
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** Where Exotel reports each SMS's delivery (StatusCallback); null: no report asked for. */
  statusCallbackUrl?: string | null;
}

/** What TRAI's DLT rules need for one row, from the practice's settings (decision 032). */
export interface DltRoute {
  senderId: string | null;
  entityId: string | null;
  /** The DLT template id registered for the row's kind; null when the practice has none. */
  templateId: string | null;
}
export type DltRouter = (message: MessageToDeliver) => Promise<DltRoute>;

/** The form fields Exotel's "Send SMS" documents, or why the row cannot go. */
export function exotelForm(
  message: MessageToDeliver,
  route: DltRoute,
  statusCallbackUrl: string | null = null,
): URLSearchParams {
  const kind = message.kind ?? 'other';
  if (!route.senderId || !route.entityId)
    throw new PermanentDeliveryError('no DLT sender id and entity id are set for SMS');
  // Operators drop an SMS whose template is not registered on DLT: better a clear failure.
  if (!route.templateId) throw new PermanentDeliveryError(`no DLT template id is set for ${kind}`);
  return new URLSearchParams({
    From: route.senderId,
    To: message.recipient,
    Body: message.body,
    DltEntityId: route.entityId,
    DltTemplateId: route.templateId,
    SmsType: 'transactional',
    ...(statusCallbackUrl ? { StatusCallback: statusCallbackUrl } : {}),
  });
}

/**
 * SMS through Exotel (decision 032): one POST per message with HTTP basic auth (API key
 * and token), the DLT sender id, entity id and the kind's template id. The answer's Sid is
 * kept as the provider's id. Errors name the status only: no number, no text.
 */
export function createExotelSms(
  config: ExotelConfig,
  routeFor: DltRouter,
  fetchImpl: typeof fetch = fetch,
): Transport {
  const url = `${config.baseUrl.replace(/\/$/, '')}/v1/Accounts/${encodeURIComponent(config.accountSid)}/Sms/send.json`;
  const auth = Buffer.from(`${config.apiKey}:${config.apiToken}`).toString('base64');
  return {
    name: 'exotel',
    channels: ['sms'],
    deliver: async (message) => {
      const form = exotelForm(message, await routeFor(message), config.statusCallbackUrl ?? null);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        SMSMessage?: { Sid?: string };
        RestException?: { Code?: string | number };
      };
      if (!response.ok) {
        const code = answer.RestException?.Code;
        throw new Error(`Exotel answered ${response.status}${code ? ` (code ${code})` : ''}`);
      }
      const sid = answer.SMSMessage?.Sid;
      return sid ? { providerMessageId: sid } : {};
    },
  };
}
