import type { AppConfig } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { AttemptLimiter } from './lib/attempt-limiter.ts';
import type { TokenService } from './lib/tokens.ts';

/** What services need, passed explicitly (DESIGN §8.3). */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  dbKind: DatabaseKind;
  tokens: TokenService;
  /** Failed sign-ins per email (the per-IP limit is @fastify/rate-limit's). */
  loginAttempts: AttemptLimiter;
}
