import type { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { messages } from '@nourishwell/shared';

export interface IssueDetail {
  path: string;
  message: string;
}

/**
 * For a path whose payload depends on who calls it (admin vs nutritionist on
 * /client/add): parse with the caller's schema and answer 400 exactly as the route
 * validator would. `summary` may give the answer's message from all the field messages
 * (else it is the first one's).
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  summary?: (details: IssueDetail[]) => string | undefined,
): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    summary?.(details) ?? details[0]?.message ?? messages.generic.invalidInput,
    details,
  );
}
