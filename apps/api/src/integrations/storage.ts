import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_NAME } from '@nourishwell/shared';

/** Profile photos on the local disk (DESIGN §1: object storage is the scale path). */
export interface PhotoStorage {
  save: (jpeg: Buffer) => Promise<string>;
  read: (name: string) => Promise<Buffer | undefined>;
  remove: (name: string) => Promise<void>;
}

/** Names we issue: a UUID and .jpg (PHOTO_NAME); nothing else is ever looked up on disk. */
export function createLocalPhotoStorage(dir: string): PhotoStorage {
  const file = (name: string) => {
    if (!PHOTO_NAME.test(name)) throw new Error('not a photo name');
    return path.join(dir, name);
  };
  return {
    save: async (jpeg) => {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.jpg`;
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
