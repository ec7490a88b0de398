import { describe, expect, it } from 'vitest';
import { createReadCache, type ReadCacheOptions } from '#api/lib/read-cache.ts';

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
    expect(await cache.remember('a', ['t'], source.load)).toBe(1);
    expect(await cache.remember('a', ['t'], source.load)).toBe(1);
    expect(source.calls).toBe(1);
  });

  it('keeps nothing while the notifications cannot be heard', async () => {
    const cache = newCache();
    const source = counter();
    await cache.remember('a', ['t'], source.load);
    await cache.remember('a', ['t'], source.load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on a change, and when the notifications stop', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const source = counter();
    await cache.remember('a', ['t'], source.load);
    cache.invalidate();
    expect(await cache.remember('a', ['t'], source.load)).toBe(2);
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    expect(await cache.remember('a', ['t'], source.load)).toBe(3);
  });

  it('does not keep an answer whose read was under way when something changed', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.remember(
      'a',
      ['t'],
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    cache.invalidate();
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.remember('a', ['t'], async () => 'read after the change')).toBe(
      'read after the change',
    );
  });

  it('drops the least recently used answer when full', async () => {
    const cache = newCache({ maxEntries: 2 });
    cache.setTrusted(true);
    await cache.remember('a', ['t'], async () => 'a1');
    await cache.remember('b', ['t'], async () => 'b1');
    await cache.remember('a', ['t'], async () => 'a2'); // a is now the most recent
    await cache.remember('c', ['t'], async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', ['t'], async () => 'a3')).toBe('a1');
    expect(await cache.remember('b', ['t'], async () => 'b2')).toBe('b2');
  });

  it('does not keep a failed read', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    await expect(
      cache.remember('a', ['t'], async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });

  it('serves nothing older than its maximum age, whatever else happens', async () => {
    let clock = 5000;
    const cache = newCache({ maxAgeMs: 1000, now: () => clock });
    cache.setTrusted(true);
    const source = counter();
    await cache.remember('a', ['t'], source.load);
    clock = 6000;
    expect(await cache.remember('a', ['t'], source.load)).toBe(1);
    clock = 6001;
    expect(await cache.remember('a', ['t'], source.load)).toBe(2);
  });

  it('makes one read for many requests that miss at once', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('a', ['t'], source.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(source.calls).toBe(1);
  });

  it('does not hand a read from before a change to a request made after it', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    let finish: (value: string) => void = () => undefined;
    const before = cache.remember(
      'a',
      ['t'],
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    cache.invalidate();
    const after = cache.remember('a', ['t'], async () => 'read after the change');
    finish('read before the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
  });

  it('drops only the answers built from the table that changed', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const goals = counter();
    const users = counter();
    await cache.remember('list', ['clients', 'goals'], goals.load);
    await cache.remember('account', ['users'], users.load);
    cache.invalidateTable('goals');
    cache.invalidateTable('messages');
    expect(await cache.remember('list', ['clients', 'goals'], goals.load)).toBe(2);
    expect(await cache.remember('account', ['users'], users.load)).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('forgets one answer when asked, and keeps the others and its table index', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const list = counter();
    const other = counter();
    await cache.remember('list', ['marks'], list.load);
    await cache.remember('other', ['marks'], other.load);
    cache.forget('list');
    expect(await cache.remember('list', ['marks'], list.load)).toBe(2);
    expect(await cache.remember('other', ['marks'], other.load)).toBe(1);
    cache.invalidateTable('marks');
    expect(await cache.remember('list', ['marks'], list.load)).toBe(3);
    expect(await cache.remember('other', ['marks'], other.load)).toBe(2);
  });

  it('does not keep a read under way when one of its tables changed, but keeps one when another did', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    let finish: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const overtaken = cache.remember('a', ['goals'], slow);
    cache.invalidateTable('goals');
    finish('read before the change');
    expect(await overtaken).toBe('read before the change');
    expect(await cache.remember('a', ['goals'], async () => 'read after')).toBe('read after');
    const untouched = cache.remember('b', ['users'], slow);
    cache.invalidateTable('goals');
    finish('kept');
    expect(await untouched).toBe('kept');
    expect(await cache.remember('b', ['users'], async () => 'not read')).toBe('kept');
  });

  it('counts the reads it answered from memory, shared, and sent to the database', async () => {
    const cache = newCache();
    cache.setTrusted(true);
    const source = counter();
    await Promise.all([1, 2].map(() => cache.remember('a', ['t'], source.load)));
    await cache.remember('a', ['t'], source.load);
    expect(cache.stats()).toEqual({ hits: 1, shared: 1, misses: 1 });
  });
});
