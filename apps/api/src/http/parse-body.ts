import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { messages } from '@nourishwell/shared';

/**
 * For a path whose payload depends on who calls it (admin vs nutritionist on
 * /client/add): parse with the caller's schema and answer 400 exactly as the route
 * validator would.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    details[0]?.message ?? messages.generic.invalidInput,
    details,
  );
}
