import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRACTICE_TIME_ZONE, PRIVACY_CLOCKS } from '@nourishwell/shared';
import type { ClockStart } from './lib/clock.ts';
import { providerEnvShape, providersFrom, type ProvidersConfig } from './config-providers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // 0 asks the system for any free port (tests); the start banner says which.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** PostgreSQL: a statement running longer is cancelled and its request answered 504. */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  TZ_DEFAULT: z
    .string()
    .default(PRACTICE_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata'),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/build/client')),
  MAIL_FROM: z.string().min(3).default('NourishWell <no-reply@nourishwell.test>'),
  PRACTICE_EMAIL: z.email('must be an email address').default('hello@nourishwell.test'),
  MESSENGER_WEBHOOK_URL: z.url().optional(),
  ...providerEnvShape,
  /** Each session's room is a random name under this address (issue 17). */
  VIDEO_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must start with https://')
    .default('https://meet.jit.si/'),
  /** How session texts go out through the messenger webhook. */
  REMINDER_TEXT_CHANNEL: z.enum(['whatsapp', 'sms']).default('whatsapp'),
  PAYMENT_UPI_ID: z
    .string()
    .regex(/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/, 'must be a UPI id such as nourishwell@okhdfcbank')
    .optional(),
  PAYMENT_PAYEE_NAME: z.string().min(1).max(60).default('NourishWell'),
  /** Issue 34: Razorpay's API keys (Dashboard → API Keys); all three or none. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w{6,}$/, 'must be a Razorpay key id such as rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  /** The secret set on the webhook in Razorpay's dashboard (not the key secret). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Razorpay's API; tests point it at a local stand-in. */
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  /**
   * Issue 36: the WhatsApp app's secret (signs the platform's webhook posts) and the token
   * typed into the webhook's settings for the handshake; both or none.
   */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).max(200).optional(),
  FORM_MAX_PER_IP: positiveInt(10),
  FORM_MAX_PER_KEY: positiveInt(5),
  FORM_WINDOW_MINUTES: positiveInt(15),
  MESSAGE_MAX_PER_MINUTE: positiveInt(60),
  LOGIN_MAX_PER_IP: positiveInt(30),
  LOGIN_MAX_PER_EMAIL: positiveInt(10),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** The grievance officer named in the privacy notice (DPDP Rules); required in production. */
  PRIVACY_CONTACT_NAME: z.string().min(2).max(120).optional(),
  PRIVACY_CONTACT_EMAIL: z.email('must be an email address').optional(),
  RETENTION_INACTIVE_DAYS: positiveInt(PRIVACY_CLOCKS.retentionInactiveDays),
  REQUIRE_ADMIN_2FA: flag.default(false),
  /** 32 bytes as base64 or hex; unset: derived from the JWT secret. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[A-Za-z0-9+/_-]{43}=?|[0-9a-fA-F]{64})$/, 'must be 32 bytes as base64 or hex')
    .optional(),
  /**
   * Test-only: the server's clock starts at this instant and runs on from there (the
   * browser journeys pin their day and hour this way). Refused in production.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'must be an ISO instant with an offset' })
    .optional(),
  /**
   * Test-only, with CLOCK_START: the real instant at which the clock read CLOCK_START, so
   * a browser set from the same two values agrees with the server (playwright.config.ts).
   */
  CLOCK_REAL_START: z.iso
    .datetime({ offset: true, error: 'must be an ISO instant with an offset' })
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  statementTimeoutMs: number;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  defaultTimeZone: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** READ_CACHE=off sends every read to the database (the bench's comparison, decision 005). */
  readCache: boolean;
  webDistDir: string;
  loginLimits: { perIp: number; perEmail: number; windowMs: number };
  /** Enquiry, reach-out, forgot-password and pay: per IP, and per email or phone. */
  formLimits: { perIp: number; perKey: number; windowMs: number };
  /** Chat sends per signed-in person per minute (a runaway script, not a fast typist). */
  messagesPerMinute: number;
  mail: { from: string; practiceEmail: string };
  messengerWebhookUrl: string | undefined;
  /** Issue 36: WhatsApp Cloud API and Exotel SMS; undefined: not configured. */
  providers: ProvidersConfig;
  /** Issue 17: the video room base and the channel session texts use. */
  scheduling: { videoBaseUrl: string; textChannel: 'whatsapp' | 'sms' };
  payments: {
    upiId: string | undefined;
    payeeName: string;
    /** Razorpay's keys and webhook secret; undefined: not configured (UPI link or by hand). */
    razorpay:
      { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string } | undefined;
  };
  /** Issue 36: WhatsApp's webhook (incoming messages, statuses); undefined: not served (404). */
  whatsappWebhook: { appSecret: string; verifyToken: string } | undefined;
  /** Issue 18: the grievance officer and how long an inactive account is kept. */
  privacy: { contactName: string; contactEmail: string; retentionInactiveDays: number };
  /** Issue 18: two-factor sign-in. */
  security: { requireAdminTwoFactor: boolean; totpKey: string | undefined };
  /** Test-only CLOCK_START and CLOCK_REAL_START: where the server's clock starts (lib/clock.ts). */
  clockStart: ClockStart | undefined;
}

/** A configuration problem, said in one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Empty strings (e.g. `JWT_SECRET=` in a .env file) count as unset. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'configuration';
    throw new ConfigError(`${name} ${issue?.message ?? 'is not valid'}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    if (!e.DATABASE_URL) throw new ConfigError('DATABASE_URL is required when NODE_ENV=production');
    if (!e.JWT_SECRET) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    if (!e.PRIVACY_CONTACT_NAME)
      throw new ConfigError('PRIVACY_CONTACT_NAME is required when NODE_ENV=production');
    if (!e.PRIVACY_CONTACT_EMAIL)
      throw new ConfigError('PRIVACY_CONTACT_EMAIL is required when NODE_ENV=production');
    if (e.CLOCK_START || e.CLOCK_REAL_START)
      throw new ConfigError(
        'CLOCK_START and CLOCK_REAL_START are for tests and are refused when NODE_ENV=production',
      );
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean))
    throw new ConfigError(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together: set all three or none',
    );
  const providers = providersFrom(e);
  if (typeof providers === 'string') throw new ConfigError(providers);
  if (Boolean(e.WHATSAPP_APP_SECRET) !== Boolean(e.WHATSAPP_VERIFY_TOKEN))
    throw new ConfigError(
      'WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN go together: set both or neither',
    );
  if (e.CLOCK_REAL_START && !e.CLOCK_START)
    throw new ConfigError('CLOCK_REAL_START is read only with CLOCK_START');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    defaultTimeZone: e.TZ_DEFAULT,
    // The embedded database seeds itself when empty; a real server only when asked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    readCache: e.READ_CACHE === 'on',
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    formLimits: {
      perIp: e.FORM_MAX_PER_IP,
      perKey: e.FORM_MAX_PER_KEY,
      windowMs: e.FORM_WINDOW_MINUTES * 60_000,
    },
    messagesPerMinute: e.MESSAGE_MAX_PER_MINUTE,
    mail: { from: e.MAIL_FROM, practiceEmail: e.PRACTICE_EMAIL },
    messengerWebhookUrl: e.MESSENGER_WEBHOOK_URL,
    providers,
    scheduling: {
      videoBaseUrl: e.VIDEO_BASE_URL.endsWith('/') ? e.VIDEO_BASE_URL : `${e.VIDEO_BASE_URL}/`,
      textChannel: e.REMINDER_TEXT_CHANNEL,
    },
    payments: {
      upiId: e.PAYMENT_UPI_ID,
      payeeName: e.PAYMENT_PAYEE_NAME,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              baseUrl: e.RAZORPAY_BASE_URL,
            }
          : undefined,
    },
    whatsappWebhook:
      e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
        ? { appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN }
        : undefined,
    privacy: {
      // Outside production a named placeholder keeps the notice readable on a developer's machine.
      contactName: e.PRIVACY_CONTACT_NAME ?? 'Grievance Officer, NourishWell',
      contactEmail: e.PRIVACY_CONTACT_EMAIL ?? e.PRACTICE_EMAIL,
      retentionInactiveDays: e.RETENTION_INACTIVE_DAYS,
    },
    clockStart: e.CLOCK_START
      ? {
          at: new Date(e.CLOCK_START),
          realAt: e.CLOCK_REAL_START ? new Date(e.CLOCK_REAL_START) : undefined,
        }
      : undefined,
    security: { requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA, totpKey: e.TOTP_ENCRYPTION_KEY },
    loginLimits: {
      perIp: e.LOGIN_MAX_PER_IP,
      perEmail: e.LOGIN_MAX_PER_EMAIL,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
  };
}

/** Development convenience: one random secret per data folder, kept across restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // No secret yet: create one below.
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch {
    throw new ConfigError(`DATA_DIR ${dataDir} is not writable (needed to keep the JWT secret)`);
  }
}
