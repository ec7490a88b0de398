import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_NAME } from '@nourishwell/shared';
import type { Executor } from './client.ts';
import { photos } from './schema/index.ts';
import { loggableError } from '#api/lib/loggable-error.ts';

interface BootLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Start-up on PostgreSQL: photos saved before the database kept them (DATA_DIR/uploads)
 * are copied into the `photos` table, then their file is removed. Removing matters: the
 * step copies whatever file is not yet in the table, so a file left behind would come
 * back into the table after its owner replaced or removed that photo; and the table is
 * now the only place any process reads. A file is removed only after its row is stored,
 * so a run stopped half-way loses nothing and the next start carries on. A file that
 * cannot be read or stored is logged and left for the next start; start-up goes on.
 */
export async function movePhotosIntoDatabase(
  db: Executor,
  dir: string,
  log: BootLog,
): Promise<{ moved: number; failed: number }> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => PHOTO_NAME.test(name));
  } catch (error) {
    if (!missing(error))
      log.warn({ err: loggableError(error), dir }, 'photos folder could not be read');
    return { moved: 0, failed: 0 };
  }
  let moved = 0;
  let failed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const bytes = await readFile(file);
      // Already there (a start stopped between the copy and the removal): keep the row.
      await db.insert(photos).values({ name, bytes }).onConflictDoNothing();
      await rm(file, { force: true });
      moved += 1;
    } catch (error) {
      // Another process starting beside this one may have moved it first.
      if (missing(error)) continue;
      failed += 1;
      log.warn(
        { err: loggableError(error), photo: name },
        'photo not moved into the database; kept on disk',
      );
    }
  }
  if (moved > 0 || failed > 0) log.info({ moved, failed, dir }, 'photos moved into the database');
  return { moved, failed };
}
