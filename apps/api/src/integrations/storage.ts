import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Profile photos on the local disk (DESIGN §1: object storage is the scale path). */
export interface PhotoStorage {
  save: (jpeg: Buffer) => Promise<string>;
  read: (name: string) => Promise<Buffer | undefined>;
  remove: (name: string) => Promise<void>;
}

/** Names we issue: a UUID and .jpg; nothing else is ever looked up on disk. */
export const PHOTO_NAME = /^[0-9a-f-]{36}\.jpg$/;

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
