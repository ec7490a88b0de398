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

/** The driver's unique-key violation somewhere in an error's chain of causes (Drizzle wraps it). */
function violationIn(error: unknown): DatabaseError | undefined {
  let current = error as DatabaseError | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.code === UNIQUE_VIOLATION) return current;
    current = current.cause as DatabaseError | undefined;
  }
  return undefined;
}

/** True when the error is this unique key refusing a second row (a race a service answers itself). */
export function violatesUnique(error: unknown, constraint: string): boolean {
  return violationIn(error)?.constraint === constraint;
}

/**
 * Services check for duplicates first, but two requests at once can both pass the check;
 * the database's unique key then refuses the second. That is a conflict (409), not a
 * server error.
 */
export function uniqueViolationBody(error: unknown): Omit<ErrorBody, 'details'> | undefined {
  const violation = violationIn(error);
  if (!violation) return undefined;
  const known = typeof violation.constraint === 'string' && byConstraint[violation.constraint];
  return known || fallback;
}
