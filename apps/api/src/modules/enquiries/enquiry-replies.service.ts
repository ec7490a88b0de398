import {
  enquiryMessages,
  type EnquiryThread,
  type EnquiryThreadItem,
  type ReplyState,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { numberWindow } from '#api/modules/notifications/whatsapp-number-window.ts';
import * as repo from './admin-enquiries.repository.ts';

/** What became of a reply, from its outbox row's status and the platform's later word. */
function replyState(status: string | null, delivery: ReplyState | null): ReplyState | null {
  if (status === null) return null;
  if (delivery) return delivery;
  if (status === 'sent') return 'sent';
  return status === 'pending' || status === 'sending' ? 'waiting' : 'failed';
}

/** A WhatsApp enquiry's number as a text goes to it; 404 or 409 when there is none. */
async function whatsappNumberOf(db: Executor, id: number): Promise<string> {
  const enquiry = await repo.enquiryById(db, id);
  if (!enquiry) throw notFound(enquiryMessages.notFound);
  if (enquiry.source !== 'whatsapp') throw conflict(enquiryMessages.notWhatsapp);
  // The webhook keeps it as +digits, which textRecipient keeps as it is: the outbox row's
  // recipient is the number the window (numberWindow) is looked up by.
  const to = textRecipient(enquiry.phone);
  if (!to) throw conflict(enquiryMessages.noNumber);
  return to;
}

async function threadOf(deps: AppDeps, db: Executor, phone: string): Promise<EnquiryThread> {
  const window = await numberWindow(deps.clock, db, phone);
  const incoming = await repo.messagesFrom(db, phone);
  const replies = await repo.repliesTo(db, phone);
  const messages: EnquiryThreadItem[] = [
    ...incoming.map((m) => ({
      direction: 'in' as const,
      text: m.text ?? '',
      at: m.at!.toISOString(),
      by: null,
      state: null,
    })),
    ...replies.map((r) => ({
      direction: 'out' as const,
      text: r.text,
      at: r.at.toISOString(),
      by: r.by,
      state: replyState(r.status, r.delivery),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    phone,
    window: { open: window.open, until: window.until?.toISOString() ?? null },
    messages,
  };
}

/** GET /admin/enquiries/:id/whatsapp: the number's thread and its reply window. */
export async function enquiryThread(deps: AppDeps, id: number): Promise<EnquiryThread> {
  return threadOf(deps, deps.db, await whatsappNumberOf(deps.db, id));
}

/**
 * POST /admin/enquiries/:id/replies (issue 36): a free-text WhatsApp reply, only while the
 * number's 24-hour window is open (409 after, nothing queued): outside it the platform
 * refuses free text. Queued through the outbox like every text and kept as a reply of
 * this enquiry in the same transaction; audited by its fields, never its words.
 */
export async function replyToEnquiry(
  deps: AppDeps,
  actor: Actor,
  id: number,
  text: string,
): Promise<EnquiryThread> {
  const thread = await deps.db.transaction(async (tx) => {
    const to = await whatsappNumberOf(tx, id);
    const window = await numberWindow(deps.clock, tx, to);
    if (!window.open) throw conflict(enquiryMessages.windowClosed, 'WHATSAPP_WINDOW_CLOSED');
    const outboxId = await queueMessage(deps, tx, {
      channel: 'whatsapp',
      kind: 'enquiry',
      recipient: to,
      subject: null,
      body: text,
    });
    const reply = await repo.insertReply(tx, {
      enquiryId: id,
      authorId: actor.id,
      body: text,
      outboxId,
    });
    await audit(tx, actor, 'create', 'enquiry_reply', reply.id, {
      after: { enquiryId: id, body: text },
    });
    return threadOf(deps, tx, to);
  });
  deps.outbox.kick();
  return thread;
}
