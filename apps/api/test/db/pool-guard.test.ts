import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { guardPooledClient } from '#api/db/pool-guard.ts';

/** A pooled client whose every statement fails with `error`, as on a dead connection. */
function failingClient(error: Error) {
  const client = Object.assign(new EventEmitter(), {
    query: vi.fn((_query: unknown) => Promise.reject(error)),
    release: vi.fn(),
    connection: { stream: { destroy: vi.fn() } },
  });
  const release = client.release;
  guardPooledClient(client as unknown as pg.PoolClient);
  return { client, release };
}

describe('a guarded pooled connection', () => {
  it('survives an error emitted while a request holds it', () => {
    const { client } = failingClient(new Error('x'));
    expect(() =>
      client.emit('error', new Error('Connection terminated unexpectedly')),
    ).not.toThrow();
  });

  it('releases itself as broken when BEGIN fails, once, whoever releases it after', async () => {
    const dead = new Error('Connection terminated unexpectedly');
    const { client, release } = failingClient(dead);
    await expect(client.query({ text: 'begin' })).rejects.toBe(dead);
    expect(release).toHaveBeenCalledExactlyOnceWith(dead);
    expect(() => client.release()).not.toThrow();
    expect(release).toHaveBeenCalledOnce();
  });

  it('leaves a failed ordinary statement to its caller to release', async () => {
    const { client, release } = failingClient(new Error('duplicate key'));
    await expect(client.query({ text: 'insert into goals …' })).rejects.toThrow('duplicate key');
    expect(release).not.toHaveBeenCalled();
    expect(client.connection.stream.destroy).not.toHaveBeenCalled();
  });

  it('closes the connection of a statement whose answer never came', async () => {
    const { client } = failingClient(new Error('Query read timeout'));
    await expect(client.query('select 1')).rejects.toThrow('Query read timeout');
    expect(client.connection.stream.destroy).toHaveBeenCalledOnce();
  });
});
