import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type pg from 'pg';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, setSchemaClock } from '@nourishwell/shared';
import type { AppDeps } from './app-deps.ts';
import { registerModuleRoutes } from './module-routes.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createSmtpMailer } from './integrations/mailer.ts';
import { createWebhookMessenger } from './integrations/messenger.ts';
import { createExotelSms } from './integrations/sms-exotel.ts';
import { createWhatsAppCloud } from './integrations/whatsapp-cloud.ts';
import { dltRouter, whatsAppRouter } from './modules/notifications/provider-routing.ts';
import { createPaymentLinks } from './integrations/payments.ts';
import { createRazorpayLinks } from './integrations/razorpay-links.ts';
import {
  createDatabasePhotoStorage,
  createLocalPhotoStorage,
  uploadsDir,
} from './integrations/storage.ts';
import type { Transport } from './integrations/transport.ts';
import { clockFor, type Clock } from './lib/clock.ts';
import { createAfterAnswer, type AfterAnswer } from './lib/after-answer.ts';
import { createAttemptLimiter } from './lib/attempt-limiter.ts';
import { createMemoryCounterStore } from './lib/counter-store.ts';
import { createPostgresCounterStore } from './db/counter-store-postgres.ts';
import { photoRowsIn } from './db/photo-rows.ts';
import { rateLimitStoreOver } from './lib/rate-limit-store.ts';
import { CHALLENGE_MAX_CODES, createTokenService } from './lib/tokens.ts';
import { createOutboxDispatcher } from './modules/notifications/outbox-dispatcher.ts';
import { documentPdf } from './modules/invoices/documents.service.ts';
import {
  createReminderDispatcher,
  type ReminderDispatcher,
} from './modules/scheduling/reminder-dispatcher.ts';
import {
  createErasureDispatcher,
  type ErasureDispatcher,
} from './modules/privacy/erasure-dispatcher.ts';
import { auditRead } from './modules/audit/audit.repository.ts';
import { assertStaffMayReadRecords } from './modules/access/client-access.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSeoRoutes } from './plugins/seo.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { createLocalEventBus, createPostgresEventBus } from './lib/event-bus.ts';
import { listenForDataChanges } from './db/data-change-listener.ts';
import { createReadCache, createUncachedReads, type ReadCache } from './lib/read-cache.ts';

/** Kept answers: a few per person at most (their account, a nutritionist's list). */
const READ_CACHE_MAX_ENTRIES = 10_000;
/** A backstop only: changes empty the cache within milliseconds (decision 005). */
const READ_CACHE_MAX_AGE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Its counters are read by the bench (server.ts) and tests; nothing serves them. */
    readCache: ReadCache;
    /** Session reminders and auto-missed sessions; tests call its `flush`. */
    reminders: ReminderDispatcher;
    /** Due erasures and the retention check (issue 18); tests call `flush` and `retention`. */
    erasures: ErasureDispatcher;
    /** "Now" for everything the app decides (lib/clock.ts). */
    clock: Clock;
    /** Work started by requests after their answer; tests await `settled()`. */
    afterAnswer: AfterAnswer;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replaces the transports made from config (tests capture messages this way). */
  transports?: Transport[];
  /** The server's clock; default: CLOCK_START's (tests) or the system's. */
  clock?: Clock;
  /** Where log lines go instead of standard output (tests read them this way). */
  logStream?: { write: (line: string) => void };
}

/**
 * The mailer, the providers that are configured (decision 032), and the generic webhook
 * for the text channels no provider serves (the later entry wins a channel).
 */
function transportsFrom(config: AppConfig, database: DatabaseHandle, clock: Clock): Transport[] {
  const transports: Transport[] = [];
  if (config.smtpUrl) transports.push(createSmtpMailer(config.smtpUrl, config.mail.from));
  if (config.messengerWebhookUrl)
    transports.push(createWebhookMessenger(config.messengerWebhookUrl));
  const { whatsapp, exotel } = config.providers;
  if (whatsapp) transports.push(createWhatsAppCloud(whatsapp, whatsAppRouter(database.db, clock)));
  if (exotel) {
    // The token rides in the query: the request log writes paths only (request-log.ts).
    const statusCallbackUrl = exotel.statusToken
      ? `${config.appUrl}/api/exotel/sms-status?token=${exotel.statusToken}`
      : null;
    transports.push(createExotelSms({ ...exotel, statusCallbackUrl }, dltRouter(database.db)));
  }
  return transports;
}

/** Registers plugins and route groups. The caller owns the database and closes it. */
export async function buildApp({
  config,
  database,
  transports,
  logStream,
  clock = clockFor(config.clockStart),
}: BuildAppOptions): Promise<FastifyInstance> {
  // The schemas' date rules read the same clock as the services.
  setSchemaClock(clock);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerTextGuard(app);
  // Kept answers are dropped by the database's change notifications, the writing
  // process's own included (decision 005): a request that changed nothing (a refused
  // write, a chat message, a sign-in) keeps them all.
  const readCache = config.readCache
    ? createReadCache({ maxEntries: READ_CACHE_MAX_ENTRIES, maxAgeMs: READ_CACHE_MAX_AGE_MS })
    : createUncachedReads();
  app.decorate('readCache', readCache);
  app.decorate('clock', clock);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Shared by every process on a PostgreSQL server; PGlite has one process by design.
  const counters =
    database.kind === 'postgres'
      ? createPostgresCounterStore(database.db)
      : createMemoryCounterStore();
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  const deps: AppDeps = {
    config,
    clock,
    db: database.db,
    dbKind: database.kind,
    log: app.log,
    tokens: createTokenService(config.jwtSecret),
    loginAttempts: createAttemptLimiter(
      counters,
      'login',
      config.loginLimits.perEmail,
      config.loginLimits.windowMs,
    ),
    // A challenge lives 5 minutes and a code's window 90 seconds: 10 minutes outlasts both.
    singleUse: createAttemptLimiter(counters, 'single-use', 1, 10 * 60_000),
    challengeAttempts: createAttemptLimiter(
      counters,
      'challenge',
      CHALLENGE_MAX_CODES,
      10 * 60_000,
    ),
    passwordChecks: createAttemptLimiter(
      counters,
      'password-check',
      config.loginLimits.perEmail,
      config.loginLimits.windowMs,
    ),
    afterAnswer,
    formAttempts: createAttemptLimiter(
      counters,
      'form',
      config.formLimits.perKey,
      config.formLimits.windowMs,
    ),
    counters,
    // An email naming an invoice or credit note gets its PDF when it is sent (issue 34).
    outbox: createOutboxDispatcher(
      database.db,
      transports ?? transportsFrom(config, database, clock),
      app.log,
      (id, locale) => documentPdf({ db: database.db }, id, locale),
      clock,
    ),
    paymentLinks: createPaymentLinks(config.payments),
    razorpay: config.payments.razorpay ? createRazorpayLinks(config.payments.razorpay) : null,
    // Every process on a PostgreSQL server serves the same photos; PGlite has one process.
    photos:
      database.kind === 'postgres'
        ? createDatabasePhotoStorage(photoRowsIn(database.db))
        : createLocalPhotoStorage(uploadsDir(config.dataDir)),
    events:
      database.kind === 'postgres'
        ? createPostgresEventBus(database.driver as pg.Pool, app.log)
        : createLocalEventBus(),
    readCache,
  };
  app.decorate('recordRead', (actor, type, subject) => auditRead(deps.db, actor, type, subject));
  app.decorate('checkRecordRead', (reader, type, subject) =>
    assertStaffMayReadRecords(deps.db, reader, type, subject),
  );
  app.addHook('onClose', async () => deps.events.close());
  const stopListening = await listenForDataChanges(database, readCache, app.log);
  app.addHook('onClose', () => stopListening());
  const reminders = createReminderDispatcher(deps);
  app.decorate('reminders', reminders);
  const erasures = createErasureDispatcher(deps);
  app.decorate('erasures', erasures);
  app.addHook('onReady', async () => {
    deps.outbox.start();
    deps.outbox.kick();
    reminders.start();
    erasures.start();
  });
  // Reminders first: a round still running writes to the outbox, which then drains.
  app.addHook('onClose', async () => {
    // Work started by answered requests may still queue a message: let it finish first.
    await afterAnswer.settled();
    await reminders.stop();
    await erasures.stop();
    await deps.outbox.stop();
  });

  registerSecurityHeaders(app, {
    distDir: config.webDistDir,
    https: config.appUrl.startsWith('https://'),
  });
  registerCacheControl(app);
  await app.register(rateLimit, { global: false, store: rateLimitStoreOver(counters) });
  // One photo per request; a larger file is cut off and refused with the spec's message.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.photoMaxBytes, files: 1, fields: 20, fieldSize: 10_000 },
  });
  await registerOpenApi(app);
  await app.register(authPlugin, deps);

  await app.register((api) => registerModuleRoutes(api, deps), { prefix: '/api' });

  await registerSeoRoutes(app, config.appUrl);
  await registerStaticSpa(app, config.webDistDir, config.appUrl);
  return app;
}
