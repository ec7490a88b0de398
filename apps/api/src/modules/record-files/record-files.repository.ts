import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { recordFiles } from '#api/db/schema/index.ts';

export type NewRecordFile = typeof recordFiles.$inferInsert;

const summary = {
  id: recordFiles.id,
  clientId: recordFiles.clientId,
  purpose: recordFiles.purpose,
  mime: recordFiles.mime,
  fileName: recordFiles.fileName,
  size: recordFiles.size,
  createdAt: recordFiles.createdAt,
};

export async function insertRecordFile(db: Executor, row: NewRecordFile) {
  const [stored] = await db.insert(recordFiles).values(row).returning(summary);
  if (!stored) throw new Error('record file not stored');
  return stored;
}

export async function recordFileById(db: Executor, id: number) {
  const [row] = await db.select().from(recordFiles).where(eq(recordFiles.id, id));
  return row;
}

/** Her files without their bytes (her export lists them; the bytes go as attachments). */
export function recordFilesOf(db: Executor, clientId: number) {
  return db
    .select(summary)
    .from(recordFiles)
    .where(eq(recordFiles.clientId, clientId))
    .orderBy(asc(recordFiles.id));
}

/** Deletes one file of hers kept for `purpose`; another's, or one kept for another record, stays. */
export async function deleteRecordFile(
  db: Executor,
  where: { id: number; clientId: number; purpose: NewRecordFile['purpose'] },
) {
  await db
    .delete(recordFiles)
    .where(
      and(
        eq(recordFiles.id, where.id),
        eq(recordFiles.clientId, where.clientId),
        eq(recordFiles.purpose, where.purpose),
      ),
    );
}
