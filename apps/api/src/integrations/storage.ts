import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_NAME } from '@nourishwell/shared';

/** Profile and journal photos, stored under names we issue (PHOTO_NAME). */
export interface PhotoStorage {
  save: (jpeg: Buffer) => Promise<string>;
  read: (name: string) => Promise<Buffer | undefined>;
  remove: (name: string) => Promise<void>;
}

/** Where photos sit on the local disk (PGlite), and where older ones wait to move (PostgreSQL). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const newPhotoName = () => `${randomUUID()}.jpg`;

/**
 * Photos on the local disk, for the embedded database's one process. Names we issue: a
 * UUID and .jpg (PHOTO_NAME); nothing else is ever looked up on disk.
 */
export function createLocalPhotoStorage(dir: string): PhotoStorage {
  const file = (name: string) => {
    if (!PHOTO_NAME.test(name)) throw new Error('not a photo name');
    return path.join(dir, name);
  };
  return {
    save: async (jpeg) => {
      await mkdir(dir, { recursive: true });
      const name = newPhotoName();
      await writeFile(file(name), jpeg);
      return name;
    },
    read: async (name) =>
      PHOTO_NAME.test(name) ? readFile(file(name)).catch(() => undefined) : undefined,
    remove: async (name) => {
      if (PHOTO_NAME.test(name)) await rm(file(name), { force: true });
    },
  };
}

/** The rows a database keeps photos in, one per name (db/photo-rows.ts writes them). */
export interface PhotoRows {
  insert: (name: string, bytes: Buffer) => Promise<void>;
  bytesOf: (name: string) => Promise<Buffer | undefined>;
  remove: (name: string) => Promise<void>;
}

/**
 * Photos in PostgreSQL's `photos` table, so every server process reads the ones any of
 * them saved (a second machine has no access to the first one's disk). Re-encoded JPEGs
 * are tens of kilobytes, well within what a bytea row carries.
 */
export function createDatabasePhotoStorage(rows: PhotoRows): PhotoStorage {
  return {
    save: async (jpeg) => {
      const name = newPhotoName();
      await rows.insert(name, jpeg);
      return name;
    },
    read: async (name) => (PHOTO_NAME.test(name) ? rows.bytesOf(name) : undefined),
    remove: async (name) => {
      if (PHOTO_NAME.test(name)) await rows.remove(name);
    },
  };
}
