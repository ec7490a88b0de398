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
  /** Issue 34: an invoice or credit note whose PDF goes with the email. */
  documentId?: number | null;
  /** Not delivered after this (a reminder after its session starts). */
  expiresAt?: Date | null;
}

/** Something that can deliver messages of some channels; throws when delivery failed. */
export interface Transport {
  name: string;
  channels: ReadonlyArray<OutgoingMessage['channel']>;
  deliver: (message: OutgoingMessage) => Promise<void>;
  close?: () => Promise<void>;
}
