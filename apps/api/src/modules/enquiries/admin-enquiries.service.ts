import { enquiryMessages, type AdminEnquiry, type enquiriesQuerySchema } from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './admin-enquiries.repository.ts';

type EnquiriesQuery = z.output<typeof enquiriesQuerySchema>;

/** A page of the admin's list, as the other admin lists page. */
export const ENQUIRIES_PAGE = 25;

/** What the admin reads of an enquiry: what they said, whichever way it came. */
export function enquiryView(row: repo.EnquiryRow): AdminEnquiry {
  const form = row.source === 'form';
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    phone: row.phone,
    email: row.email,
    text: form ? row.illness : (row.message ?? ''),
    // A WhatsApp enquiry's country is guessed from its number; only the form's is given.
    country: form ? row.country : null,
    state: row.state,
    language: row.language,
    // When they wrote, for a WhatsApp message (its window runs from it); else when it came.
    receivedAt: (row.sentAt ?? row.createdAt).toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    replies: row.replies,
  };
}

/** GET /admin/enquiries: newest first, of one source and state when asked. */
export async function adminEnquiries(
  deps: AppDeps,
  query: EnquiriesQuery,
): Promise<{ rows: AdminEnquiry[]; total: number }> {
  const page = await repo.enquiryPage(
    deps.db,
    { source: query.source, state: query.state },
    query.limit ?? ENQUIRIES_PAGE,
    query.offset ?? 0,
  );
  return { rows: page.rows.map(enquiryView), total: page.total };
}

/**
 * PATCH /admin/enquiries/:id: handled (by her, now) or open again. Marking it as it
 * already is changes nothing (the first handler and time stay) and writes no audit row;
 * a change is audited by its fields, never their values.
 */
export async function markEnquiry(
  deps: AppDeps,
  actor: Actor,
  id: number,
  handled: boolean,
): Promise<AdminEnquiry> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.enquiryById(tx, id);
    if (!before) throw notFound(enquiryMessages.notFound);
    if ((before.handledAt !== null) === handled) return before;
    await repo.setHandled(tx, id, handled ? actor.id : null);
    const after = (await repo.enquiryById(tx, id))!;
    await audit(tx, actor, 'update', 'enquiry', id, {
      before: { handledAt: before.handledAt, handledBy: before.handledBy },
      after: { handledAt: after.handledAt, handledBy: after.handledBy },
    });
    return after;
  });
  return enquiryView(row);
}
