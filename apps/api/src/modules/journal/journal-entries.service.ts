import {
  journalMessages,
  type MealSlot,
  type CommentInput,
  type JournalComment,
  type JournalEntry,
  type journalEntryInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { textsFor, type Texts } from '#api/lib/i18n.ts';
import { FOOD_PHOTO, normalisePhoto } from '#api/lib/photo-rules.ts';
import { violatesUnique } from '#api/lib/unique-violation.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { catalogueOf, checkItem } from '#api/modules/foods/catalogue.ts';
import { addNotice } from '#api/modules/notifications/notices.service.ts';
import { assertClientConsents } from '#api/modules/access/client-access.ts';
import { assertTrackedDate } from './journal-dates.ts';
import * as repo from './journal-entries.repository.ts';
import { signedPhotoUrl } from './journal-photo-url.ts';
import { commentView, itemReader, resolveEntry } from './journal-view.ts';

type EntryInput = z.output<typeof journalEntryInputSchema>;

const KEY_CONSTRAINT = 'journal_entries_client_key_unique';

/** One entry as answered, with its comments and a signed photo URL. */
export async function readEntry(deps: AppDeps, entryId: number): Promise<JournalEntry> {
  const where = repo.entryWithId(entryId);
  const [catalogue, [entry], comments] = await Promise.all([
    catalogueOf(deps),
    repo.storedEntries(deps.db, where),
    repo.storedComments(deps.db, where),
  ]);
  if (!entry) throw notFound(journalMessages.entryNotFound);
  return resolveEntry(itemReader(catalogue), entry, comments, (name) =>
    signedPhotoUrl(deps.config.jwtSecret, name, deps.clock.now()),
  ).view;
}

/**
 * POST /api/journal: the client logs a meal for herself. A food or recipe item is checked
 * like a plan's; free text is kept as written. An offline entry's key makes a replay answer
 * the first entry: found before saving, or, when two copies race, by the unique key
 * refusing the second.
 */
export async function logEntry(
  deps: AppDeps,
  actor: Actor,
  input: EntryInput,
): Promise<JournalEntry> {
  const key = input.idempotencyKey ?? null;
  const first = key ? await repo.entryIdByKey(deps.db, actor.id, key) : undefined;
  if (first !== undefined) return readEntry(deps, first);
  await assertTrackedDate(
    deps.db,
    deps.config.defaultTimeZone,
    actor.id,
    input.date,
    deps.clock.now(),
  );
  const catalogue = await catalogueOf(deps);
  const items = input.items.map((item) => {
    if ('text' in item) return { text: item.text };
    checkItem(catalogue, item);
    return item;
  });
  const entry = {
    clientId: actor.id,
    date: input.date,
    meal: input.meal,
    note: input.note ? input.note : null,
    idempotencyKey: key,
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      const saved = await repo.insertEntry(tx, entry, items);
      await audit(tx, actor, 'create', 'journal_entry', saved, {
        after: { date: entry.date, meal: entry.meal, items: items.length },
        subject: actor.id,
      });
      return saved;
    });
    return await readEntry(deps, id);
  } catch (error) {
    if (!key || !violatesUnique(error, KEY_CONSTRAINT)) throw error;
    const raced = await repo.entryIdByKey(deps.db, actor.id, key);
    if (raced === undefined) throw error;
    return readEntry(deps, raced);
  }
}

/** Her own entry, or 404 as if there were none. */
async function ownEntry(deps: AppDeps, me: { id: number }, entryId: number) {
  const entry = await repo.entryOwners(deps.db, entryId);
  if (!entry || entry.clientId !== me.id) throw notFound(journalMessages.entryNotFound);
  return entry;
}

/** DELETE /api/journal/:entryId: her own entry; its photo goes once the delete is committed. */
export async function deleteEntry(
  deps: AppDeps,
  actor: Actor,
  entryId: number,
): Promise<{ message: string }> {
  const entry = await ownEntry(deps, actor, entryId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteEntry(tx, entryId);
    await audit(tx, actor, 'delete', 'journal_entry', entryId, {
      before: { date: entry.date, meal: entry.meal },
      subject: entry.clientId,
    });
  });
  if (entry.photoName) await deps.photos.remove(entry.photoName);
  return { message: journalMessages.deleted };
}

/**
 * POST /api/journal/:entryId/photo: the entry must be hers before the upload is read at
 * all (`readUpload`), so nobody else's 5 MB is received or decoded. The photo is checked
 * by its bytes, re-encoded (long side ≤ 1280 px, JPEG, no metadata) and stored; an
 * earlier photo of the entry goes after the commit.
 */
export async function attachPhoto(
  deps: AppDeps,
  actor: Actor,
  entryId: number,
  readUpload: () => Promise<Buffer | undefined>,
): Promise<JournalEntry> {
  await ownEntry(deps, actor, entryId);
  const upload = await readUpload();
  if (!upload) throw badRequest(journalMessages.photoRequired);
  const name = await deps.photos.save(await normalisePhoto(upload, FOOD_PHOTO));
  let replaced: { before: string | null } | undefined;
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const found = await repo.replacePhoto(tx, entryId, name);
      if (found)
        await audit(tx, actor, 'update', 'journal_entry', entryId, {
          before: { photo: found.before },
          after: { photo: name },
          subject: actor.id,
        });
      return found;
    });
  } catch (error) {
    await deps.photos.remove(name);
    throw error;
  }
  // The entry was deleted while the upload was read: the new photo belongs to nothing.
  if (!replaced) {
    await deps.photos.remove(name);
    throw notFound(journalMessages.entryNotFound);
  }
  if (replaced.before) await deps.photos.remove(replaced.before);
  return readEntry(deps, entryId);
}

/** "Asha commented on your breakfast of 20 Nov", in the language she reads (issue 33). */
export function commentNoticeText(texts: Texts, author: string, meal: MealSlot, date: string) {
  return texts.t('messages.journalComment.notice', {
    author,
    meal,
    date: texts.dayMonth(date),
  });
}

/**
 * POST /api/journal/:entryId/comments: only her nutritionist. The comment, its audit row
 * and the client's notice are written together; her open streams hear of it after.
 */
export async function commentOnEntry(
  deps: AppDeps,
  actor: Actor,
  entryId: number,
  input: CommentInput,
): Promise<JournalComment> {
  const entry = await repo.entryOwners(deps.db, entryId);
  if (!entry || entry.nutritionistId !== actor.id) throw notFound(journalMessages.entryNotFound);
  await assertClientConsents(deps.db, entry.clientId);
  const author = await repo.nutritionistName(deps.db, actor.id);
  const { text } = input;
  const { comment, event } = await deps.db.transaction(async (tx) => {
    const saved = await repo.insertComment(tx, { entryId, authorId: actor.id, text });
    await audit(tx, actor, 'create', 'journal_comment', saved.id, {
      after: { entryId, text },
      subject: entry.clientId,
    });
    const notice = await addNotice(tx, {
      userId: entry.clientId,
      kind: 'journalComment',
      text: commentNoticeText(
        textsFor(entry.clientLanguage, entry.clientDigits),
        author,
        entry.meal,
        entry.date,
      ),
      link: `/dashboard/client/journal?date=${entry.date}`,
    });
    return { comment: saved, event: notice };
  });
  await deps.events.publish([event]);
  return commentView({ ...comment, entryId, authorId: actor.id, authorName: author, text });
}

/** Her journal's photo files, so deleting her record deletes them too. */
export { journalPhotoNames } from './journal-entries.repository.ts';
