import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, DatabaseKind, Executor } from './db/client.ts';
import type { PaymentLinks } from './integrations/payments.ts';
import type { RazorpayLinks } from './integrations/razorpay-links.ts';
import type { PhotoStorage } from './integrations/storage.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { Clock } from './lib/clock.ts';
import type { AfterAnswer } from './lib/after-answer.ts';
import type { AttemptLimiter } from './lib/attempt-limiter.ts';
import type { CounterStore } from './lib/counter-store.ts';
import type { TokenService } from './lib/tokens.ts';
import type { OutboxDispatcher } from './modules/notifications/outbox-dispatcher.ts';

/**
 * What services need, passed to them as `deps`: modules never import config or plugins, and a
 * test hands in its own (a pinned clock, its own database).
 */
export interface AppDeps {
  config: AppConfig;
  /** The only source of "now" (lib/clock.ts); tests pin it. */
  clock: Clock;
  db: Database;
  dbKind: DatabaseKind;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** Failed sign-ins per email (the per-IP limit is @fastify/rate-limit's). */
  loginAttempts: AttemptLimiter;
  /** Things that work once (a sign-in challenge, a two-factor code in its window): max 1 per key. */
  singleUse: AttemptLimiter;
  /**
   * Issue 30: code tries per sign-in challenge (a few, then she enters her password again);
   * never per email, so a stranger's wrong codes cannot lock her out.
   */
  challengeAttempts: AttemptLimiter;
  /**
   * Issue 30: checks of a signed-in person's password (a change, turning two-factor off),
   * per account: a stolen session cannot guess it. The per-IP limit is @fastify/rate-limit's.
   */
  passwordChecks: AttemptLimiter;
  /** Work a request starts without waiting for it (lib/after-answer.ts). */
  afterAnswer: AfterAnswer;
  /** Public form submissions per email or phone. */
  formAttempts: AttemptLimiter;
  /** The counts behind every limit (shared by all processes on PostgreSQL). */
  counters: CounterStore<Executor>;
  outbox: OutboxDispatcher;
  paymentLinks: PaymentLinks;
  /** Issue 34: Razorpay's payment links; null when its keys are not configured. */
  razorpay: RazorpayLinks | null;
  photos: PhotoStorage;
  /** Live events to the signed-in person's open streams (decision 004). */
  events: EventBus;
  /** Hot reads kept until the tables they come from change (decision 005). */
  readCache: ReadCache;
}
