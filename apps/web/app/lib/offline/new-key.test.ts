import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeySchema } from '@nourishwell/shared';
import { newKey } from './new-key.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('a new idempotency key', () => {
  it('is a random UUID the server takes as a key', () => {
    const key = newKey();
    expect(key).toMatch(UUID);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(newKey()).not.toBe(key);
  });

  it('is made from random bytes where the page is not secure (no crypto.randomUUID)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
    });
    const key = newKey();
    expect(key).toMatch(UUID);
    expect(newKey()).not.toBe(key);
  });
});
