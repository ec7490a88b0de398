import type { Transport } from './transport.ts';

/**
 * SMS and WhatsApp through the practice's provider, reached by a webhook: we POST
 * `{channel, to, body}` as JSON and treat any 2xx as delivered. Gateways (or a small
 * relay in front of one) take this shape, so no provider is wired into the code.
 * Without MESSENGER_WEBHOOK_URL the messages wait in the outbox table.
 */
export function createWebhookMessenger(url: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    name: 'webhook',
    channels: ['sms', 'whatsapp'],
    deliver: async (message) => {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          channel: message.channel,
          to: message.recipient,
          body: message.body,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`messenger webhook answered ${response.status}`);
    },
  };
}
