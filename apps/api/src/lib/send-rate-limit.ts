import type { AppConfig } from '../config.ts';
import { currentUser } from '../plugins/auth.ts';

/**
 * Route config for chat sends: counted per signed-in person, after the token check (so the
 * key is the user, not a shared office IP), over one minute.
 */
export function sendRateLimit(config: AppConfig) {
  return {
    rateLimit: {
      max: config.messagesPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: Parameters<typeof currentUser>[0]) =>
        `send:${currentUser(request).id}`,
    },
  };
}
