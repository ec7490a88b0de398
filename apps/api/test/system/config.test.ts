import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#api/config.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'nw-config-'));

describe('configuration', () => {
  it('defaults to port 3000, ./data, the embedded database and Asia/Kolkata', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.defaultTimeZone).toBe('Asia/Kolkata');
    expect(config.seedDemo).toBe(true);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(loadConfig({}).dataDir).toBe(path.resolve('./data'));
  });

  it('generates a JWT secret once per data folder and keeps it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('does not seed demo data on a real PostgreSQL server unless SEED_DEMO=1', () => {
    const base = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    [{ TZ_DEFAULT: 'Mars/Olympus' }, /^TZ_DEFAULT must be an IANA time zone/],
    [{ APP_URL: 'not a url' }, /^APP_URL /],
    [{ NODE_ENV: 'production' }, /^DATABASE_URL is required when NODE_ENV=production/],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' },
      /^JWT_SECRET is required when NODE_ENV=production/,
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', JWT_SECRET: 'x'.repeat(32) },
      /^PRIVACY_CONTACT_NAME is required when NODE_ENV=production/,
    ],
    [
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: 'x'.repeat(32),
        PRIVACY_CONTACT_NAME: 'Asha Rao',
      },
      /^PRIVACY_CONTACT_EMAIL is required when NODE_ENV=production/,
    ],
    [{ RETENTION_INACTIVE_DAYS: '0' }, /^RETENTION_INACTIVE_DAYS /],
    [{ TOTP_ENCRYPTION_KEY: 'short' }, /^TOTP_ENCRYPTION_KEY must be 32 bytes/],
  ])('refuses %o with one line that names the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(expected);
  });

  it('takes Razorpay’s three keys together, or none, and refuses one alone', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nw-config-'));
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456',
      RAZORPAY_KEY_SECRET: 'key-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
    };
    expect(loadConfig({ DATA_DIR: dataDir }).payments.razorpay).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ...keys }).payments.razorpay).toEqual({
      keyId: keys.RAZORPAY_KEY_ID,
      keySecret: keys.RAZORPAY_KEY_SECRET,
      webhookSecret: keys.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: 'https://api.razorpay.com',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, RAZORPAY_KEY_ID: 'live_key' })).toThrow(
      /Razorpay key id/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
