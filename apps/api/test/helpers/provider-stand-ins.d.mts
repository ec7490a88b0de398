/** One message as a provider's stand-in received it (decision 032). */
export interface ProviderMessage {
  channel: 'whatsapp' | 'sms';
  /** E.164 with its +. */
  to: string;
  /** The text, or a template's parameters joined by newlines. */
  body: string;
  template?: string;
  language?: string;
  params?: string[];
  from?: string;
  dltEntityId?: string;
  dltTemplateId?: string;
}

export interface StandIn {
  url: string;
  close: () => Promise<void>;
}

export const WHATSAPP_STAND_IN: { phoneNumberId: string; accessToken: string; version: string };
export const EXOTEL_STAND_IN: { accountSid: string; apiKey: string; apiToken: string };

export function startWhatsAppStandIn(
  onMessage: (message: ProviderMessage) => void,
  answer?: (message: ProviderMessage) => { status: number; code: number } | null,
  keys?: typeof WHATSAPP_STAND_IN,
): Promise<StandIn>;

export function startExotelStandIn(
  onMessage: (message: ProviderMessage) => void,
  keys?: typeof EXOTEL_STAND_IN,
): Promise<StandIn>;
