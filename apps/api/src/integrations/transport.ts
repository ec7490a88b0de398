/** One message on its way out, as the outbox holds it. */
export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
}

/** Something that can deliver messages of some channels; throws when delivery failed. */
export interface Transport {
  name: string;
  channels: ReadonlyArray<OutgoingMessage['channel']>;
  deliver: (message: OutgoingMessage) => Promise<void>;
  close?: () => Promise<void>;
}
