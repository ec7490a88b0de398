import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../src/lib/read-cache.ts';

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
    const cache = createReadCache({ maxEntries: 10 });
    cache.setTrusted(true);
    const source = counter();
    expect(await cache.remember('a', source.load)).toBe(1);
    expect(await cache.remember('a', source.load)).toBe(1);
    expect(source.calls).toBe(1);
  });

  it('keeps nothing while the notifications cannot be heard', async () => {
    const cache = createReadCache({ maxEntries: 10 });
    const source = counter();
    await cache.remember('a', source.load);
    await cache.remember('a', source.load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on a change, and when the notifications stop', async () => {
    const cache = createReadCache({ maxEntries: 10 });
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
    const cache = createReadCache({ maxEntries: 10 });
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
    const cache = createReadCache({ maxEntries: 2 });
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
    const cache = createReadCache({ maxEntries: 10 });
    cache.setTrusted(true);
    await expect(
      cache.remember('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });
});
