/**
 * WhatsApp's customer-service window (decision 032): a business may answer in free text
 * for 24 hours after the person's last message to it; outside it, only an approved
 * template goes. The one rule, for the chat, the enquiries and the Cloud API's routing.
 */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface WhatsappWindowState {
  open: boolean;
  /** When it closes; null while closed. */
  until: Date | null;
}

/** The window after a last incoming message at `last` (null: they never wrote), at `now`. */
export function whatsappWindowAfter(last: Date | null, now: Date): WhatsappWindowState {
  if (!last) return { open: false, until: null };
  const until = new Date(last.getTime() + WHATSAPP_WINDOW_MS);
  return until > now ? { open: true, until } : { open: false, until: null };
}
