import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '#api/db/data-dir-lock.ts';

describe('the data folder lock', () => {
  it('creates the folder, holds a lock file with our pid and removes it on release', () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'nw-lock-')), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nw-lock-'));
    writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
