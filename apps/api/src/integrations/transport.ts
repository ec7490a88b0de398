import type { OUTBOX_KINDS } from '@nourishwell/shared';

type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One message on its way out, as the outbox holds it. */
export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  /** What it is, for the admin's list (decision 019); `other` when unnamed. */
  kind?: OutboxKind;
  /** An invitation or cancellation sent with an email as an .ics (issue 17). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
  /** Not delivered after this (a reminder after its session starts). */
  expiresAt?: Date | null;
  /** An invoice or credit note (gst_documents) whose PDF is attached when it is sent (issue 34). */
  documentId?: number | null;
  /** Issue 36: the client it is for (consent and erasure find her rows by it). */
  clientId?: number | null;
  /** Why an automatic message is sent, in words for the admin ("no journal entry for 4 days"). */
  reason?: string | null;
  /** Makes the message go once: a second row with the same key is not written. */
  dedupeKey?: string | null;
  /** Not delivered before this (the end of her quiet hours). */
  notBefore?: Date | null;
  /** A provider template's variables in order, see TEMPLATE_PARAMS. */
  templateParams?: string[] | null;
  /** The WhatsApp row this SMS copies after WhatsApp failed (decision 032). */
  fallbackOf?: number | null;
}

/** A file sent with an email. */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message as a transport gets it: with the files made for it at sending time. */
export interface MessageToDeliver extends OutgoingMessage {
  attachments?: Attachment[];
}

/** What a provider answered for an accepted message: its id, which later statuses name. */
export interface Delivered {
  providerMessageId?: string;
}

/**
 * A failure that another try will not change (no approved template and her 24-hour window
 * closed, no DLT template id): the outbox marks the row failed at once instead of retrying.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** Something that can deliver messages of some channels; throws when delivery failed. */
export interface Transport {
  name: string;
  channels: ReadonlyArray<OutgoingMessage['channel']>;
  deliver: (message: MessageToDeliver) => Promise<Delivered | void>;
  close?: () => Promise<void>;
}
