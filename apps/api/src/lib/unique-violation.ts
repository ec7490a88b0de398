import { adminMessages, mealPlanMessages, type ErrorBody } from '@nourishwell/shared';

/** PostgreSQL's SQLSTATE for a unique-key violation (the same code on PGlite). */
const UNIQUE_VIOLATION = '23505';

/** What a violated unique key means to the person, where a service already says it. */
const byConstraint: Record<string, Omit<ErrorBody, 'details'>> = {
  users_email_lower_unique: { code: 'EMAIL_TAKEN', message: adminMessages.emailTaken },
  meal_plan_templates_name_unique: {
    code: 'TEMPLATE_NAME_TAKEN',
    message: mealPlanMessages.templateNameTaken,
  },
};

const fallback = { code: 'CONFLICT', message: 'This record already exists.' };

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Services check for duplicates first, but two requests at once can both pass the check;
 * the database's unique key then refuses the second. That is a conflict (409), not a
 * server error. Drizzle wraps the driver's error, so the chain of causes is searched.
 */
export function uniqueViolationBody(error: unknown): Omit<ErrorBody, 'details'> | undefined {
  let current = error as DatabaseError | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.code === UNIQUE_VIOLATION) {
      const known = typeof current.constraint === 'string' && byConstraint[current.constraint];
      return known || fallback;
    }
    current = current.cause as DatabaseError | undefined;
  }
  return undefined;
}
