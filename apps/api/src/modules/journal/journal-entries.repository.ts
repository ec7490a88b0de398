import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { MealSlot } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import {
  clients,
  journalComments,
  journalEntries,
  journalItems,
  nutritionists,
  users,
} from '#api/db/schema/index.ts';
import type { IngredientRef } from '#api/modules/foods/catalogue.ts';

/** An item as stored: a food or recipe with its amount, or her own words. */
export type StoredJournalItem = IngredientRef | { text: string };

/** An entry as stored, with its items in position order. */
export interface StoredEntry {
  id: number;
  clientId: number;
  date: string;
  meal: MealSlot;
  note: string | null;
  photoName: string | null;
  createdAt: Date;
  items: StoredJournalItem[];
}

export interface StoredComment {
  id: number;
  entryId: number;
  authorId: number | null;
  authorName: string | null;
  text: string;
  createdAt: Date;
}

/** One entry: what a single entry's read selects (a range read uses `entriesInRange`). */
export const entryWithId = (entryId: number) => eq(journalEntries.id, entryId);

/**
 * The entries `where` selects, joined to their items in one query, in date, slot-agnostic
 * creation and position order. One entry or a client's whole range read the same way.
 */
export async function storedEntries(db: Executor, where: SQL | undefined): Promise<StoredEntry[]> {
  const rows = await db
    .select({
      id: journalEntries.id,
      clientId: journalEntries.clientId,
      date: journalEntries.date,
      meal: journalEntries.meal,
      note: journalEntries.note,
      photoName: journalEntries.photoName,
      createdAt: journalEntries.createdAt,
      // Flat, not nested: Drizzle would read a text item (no food id) as no item.
      itemId: journalItems.id,
      foodId: journalItems.foodId,
      recipeId: journalItems.recipeId,
      quantity: journalItems.quantity,
      unit: journalItems.unit,
      text: journalItems.text,
    })
    .from(journalEntries)
    .leftJoin(journalItems, eq(journalItems.entryId, journalEntries.id))
    .where(where)
    .orderBy(asc(journalEntries.date), asc(journalEntries.id), asc(journalItems.position));
  const entries = new Map<number, StoredEntry>();
  for (const row of rows) {
    let entry = entries.get(row.id);
    if (!entry) {
      const { id, clientId, date, meal, note, photoName, createdAt } = row;
      entry = { id, clientId, date, meal, note, photoName, createdAt, items: [] };
      entries.set(row.id, entry);
    }
    if (row.itemId === null) continue;
    if (row.text !== null) entry.items.push({ text: row.text });
    else if (row.quantity !== null && row.unit !== null)
      entry.items.push({
        ...(row.foodId !== null ? { foodId: row.foodId } : { recipeId: row.recipeId ?? 0 }),
        quantity: row.quantity,
        unit: row.unit,
      });
  }
  return [...entries.values()];
}

/** The comments on the entries `where` selects, oldest first, with their authors' names. */
export function storedComments(db: Executor, where: SQL | undefined): Promise<StoredComment[]> {
  return db
    .select({
      id: journalComments.id,
      entryId: journalComments.entryId,
      authorId: journalComments.authorId,
      authorName: nutritionists.name,
      text: journalComments.text,
      createdAt: journalComments.createdAt,
    })
    .from(journalComments)
    .innerJoin(journalEntries, eq(journalEntries.id, journalComments.entryId))
    .leftJoin(nutritionists, eq(nutritionists.id, journalComments.authorId))
    .where(where)
    .orderBy(asc(journalComments.createdAt), asc(journalComments.id));
}

/** The entry with its client's nutritionist (for the ownership checks), or undefined. */
export async function entryOwners(db: Executor, entryId: number) {
  const [row] = await db
    .select({
      id: journalEntries.id,
      clientId: journalEntries.clientId,
      date: journalEntries.date,
      meal: journalEntries.meal,
      photoName: journalEntries.photoName,
      nutritionistId: clients.nutritionistId,
      // Her language and digits, for the notice a comment sends her (issue 33).
      clientLanguage: users.language,
      clientDigits: users.devanagariDigits,
    })
    .from(journalEntries)
    .innerJoin(clients, eq(clients.id, journalEntries.clientId))
    .innerJoin(users, eq(users.id, journalEntries.clientId))
    .where(eq(journalEntries.id, entryId));
  return row;
}

/** Her entry saved under an offline key earlier, if any. */
export async function entryIdByKey(
  db: Executor,
  clientId: number,
  key: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.clientId, clientId), eq(journalEntries.idempotencyKey, key)));
  return row?.id;
}

/** Writes an entry and its items (in the caller's transaction); answers its id. */
export async function insertEntry(
  db: Executor,
  entry: {
    clientId: number;
    date: string;
    meal: MealSlot;
    note: string | null;
    idempotencyKey: string | null;
  },
  items: readonly StoredJournalItem[],
): Promise<number> {
  const [row] = await db.insert(journalEntries).values(entry).returning({ id: journalEntries.id });
  if (!row) throw new Error('the journal entry was not saved');
  if (items.length > 0)
    await db.insert(journalItems).values(
      items.map((item, position) =>
        'text' in item
          ? { entryId: row.id, position, text: item.text }
          : {
              entryId: row.id,
              position,
              foodId: item.foodId ?? null,
              recipeId: item.recipeId ?? null,
              quantity: item.quantity,
              unit: item.unit,
            },
      ),
    );
  return row.id;
}

export async function deleteEntry(db: Executor, entryId: number): Promise<void> {
  await db.delete(journalEntries).where(eq(journalEntries.id, entryId));
}

/** Points the entry at a new photo; answers the one it had, locked until the caller commits. */
/**
 * Sets the entry's photo; answers the photo it had (null if none), or undefined when the
 * entry is gone (deleted while the upload was read), so nothing was written.
 */
export async function replacePhoto(
  db: Executor,
  entryId: number,
  photoName: string,
): Promise<{ before: string | null } | undefined> {
  const [before] = await db
    .select({ photoName: journalEntries.photoName })
    .from(journalEntries)
    .where(eq(journalEntries.id, entryId))
    .for('update');
  if (!before) return undefined;
  await db.update(journalEntries).set({ photoName }).where(eq(journalEntries.id, entryId));
  return { before: before.photoName };
}

/** The stored names of every photo on a client's journal entries. */
export async function journalPhotoNames(db: Executor, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ photoName: journalEntries.photoName })
    .from(journalEntries)
    .where(and(eq(journalEntries.clientId, clientId), isNotNull(journalEntries.photoName)));
  return rows.flatMap((row) => (row.photoName ? [row.photoName] : []));
}

export async function insertComment(
  db: Executor,
  comment: { entryId: number; authorId: number; text: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(journalComments)
    .values(comment)
    .returning({ id: journalComments.id, createdAt: journalComments.createdAt });
  if (!row) throw new Error('the comment was not saved');
  return row;
}

/** The name she signs her comments with. */
export async function nutritionistName(db: Executor, id: number): Promise<string> {
  const [row] = await db
    .select({ name: nutritionists.name })
    .from(nutritionists)
    .where(eq(nutritionists.id, id));
  return row?.name ?? '';
}
