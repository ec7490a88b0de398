import { describe, expect, it } from 'vitest';
import { createReadCache, type ReadCacheOptions } from '../../src/lib/read-cache.ts';

function newCache(options: Partial<ReadCacheOptions> = {}) {
  return createReadCache({ maxEntries: 10, maxAgeMs: 60_000, ...options });
}

/** A loader that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('the read cache', () => {
  it('answers a second read from memory once it trusts the change notifications', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const source = counter();
    expect(await cache.remember('a', source.load)).toBe(1);
    expect(await cache.remember('a', source.load)).toBe(1);
    expect(source.calls).toBe(1);
  });

  it('keeps nothing while the notifications cannot be heard', async () => {
    const cache = newCache();
    const source = counter();
    await cache.remember('a', source.load);
    await cache.remember('a', source.load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on a change, and when the notifications stop', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const source = counter();
    await cache.remember('a', source.load);
    cache.invalidate();
    expect(await cache.remember('a', source.load)).toBe(2);
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    expect(await cache.remember('a', source.load)).toBe(3);
  });

  it('does not keep an answer whose read was under way when something changed', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.remember('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.remember('a', async () => 'read after the change')).toBe(
      'read after the change',
    );
  });

  it('drops the least recently used answer when full', async () => {
    const cache = newCache({ maxEntries: 2 });
    cache.setTrusted(true);
    await cache.remember('a', async () => 'a1');
    await cache.remember('b', async () => 'b1');
    await cache.remember('a', async () => 'a2'); // a is now the most recent
    await cache.remember('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', async () => 'a3')).toBe('a1');
    expect(await cache.remember('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep a failed read', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    await expect(
      cache.remember('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });

  it('serves nothing older than its maximum age, whatever else happens', async () => {
    let clock = 0;
    const cache = newCache({ maxAgeMs: 1000, now: () => clock });
    cache.setTrusted(true);
    const source = counter();
    await cache.remember('a', source.load);
    clock = 999;
    expect(await cache.remember('a', source.load)).toBe(1);
    clock = 1000;
    expect(await cache.remember('a', source.load)).toBe(2);
  });

  it('makes one read for many requests that miss at once', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('a', source.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(source.calls).toBe(1);
  });

  it('does not hand a read from before a change to a request made after it', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    let finish: (value: string) => void = () => undefined;
    const before = cache.remember('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    const after = cache.remember('a', async () => 'read after the change');
    finish('read before the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
  });
});
