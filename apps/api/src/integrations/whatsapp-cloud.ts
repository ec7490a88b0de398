import { PermanentDeliveryError, type MessageToDeliver, type Transport } from './transport.ts';

export interface WhatsAppCloudConfig {
  /** https://graph.facebook.com, or a local stand-in in tests. */
  baseUrl: string;
  /** The Graph API version in the path, e.g. v21.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
}

/**
 * How one row may go, found by the app (the practice's settings, her language, her last
 * WhatsApp message): given to the transport so that integrations know no table.
 */
export interface WhatsAppRoute {
  /** The approved template mapped to the row's kind, in her language; null when none is. */
  template: { name: string; language: string } | null;
  /**
   * She wrote to us on WhatsApp in the last 24 hours: free-form text may go. Read only when
   * no template is mapped (false otherwise: a template needs no window).
   */
  windowOpen: boolean;
}
export type WhatsAppRouter = (message: MessageToDeliver) => Promise<WhatsAppRoute>;

/**
 * The Cloud API's error codes that another try does not change: the window closed
 * (131047), a number that cannot receive (131026), a template that does not exist or
 * whose parameters do not match (132000, 132001, 132012).
 */
const FINAL_CODES = new Set([131026, 131047, 132000, 132001, 132012]);

/** The request body the Cloud API documents for a template or a free-form text. */
export function cloudMessageBody(message: MessageToDeliver, route: WhatsAppRoute) {
  const to = message.recipient.replace(/\D/g, '');
  if (route.template) {
    const parameters = (message.templateParams ?? []).map((text) => ({ type: 'text', text }));
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: route.template.name,
        language: { code: route.template.language },
        components: parameters.length > 0 ? [{ type: 'body', parameters }] : [],
      },
    };
  }
  if (!route.windowOpen)
    throw new PermanentDeliveryError(
      `no WhatsApp template is mapped for ${message.kind ?? 'other'} and the 24-hour window is closed`,
    );
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body: message.body },
  };
}

/**
 * WhatsApp through Meta's Cloud API (decision 032): a kind with an approved template goes
 * as that template with its parameters; anything else goes as free-form text only inside
 * her 24-hour customer-service window. The answer's wamid is kept for delivery statuses.
 * Errors name the status and the API's code, never the number or the text.
 */
export function createWhatsAppCloud(
  config: WhatsAppCloudConfig,
  routeFor: WhatsAppRouter,
  fetchImpl: typeof fetch = fetch,
): Transport {
  const url = `${config.baseUrl.replace(/\/$/, '')}/${config.version}/${config.phoneNumberId}/messages`;
  return {
    name: 'whatsapp-cloud',
    channels: ['whatsapp'],
    deliver: async (message) => {
      const body = cloudMessageBody(message, await routeFor(message));
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { code?: number };
      };
      if (!response.ok) {
        const code = answer.error?.code;
        const text = `WhatsApp Cloud API answered ${response.status}${code ? ` (code ${code})` : ''}`;
        throw code && FINAL_CODES.has(code) ? new PermanentDeliveryError(text) : new Error(text);
      }
      const id = answer.messages?.[0]?.id;
      return id ? { providerMessageId: id } : {};
    },
  };
}
