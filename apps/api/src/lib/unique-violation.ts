import {
  adminMessages,
  mealPlanMessages,
  messages,
  schedulingMessages,
  type ErrorBody,
} from '@nourishwell/shared';

/**
 * PostgreSQL's SQLSTATEs for a unique-key violation and for an exclusion-constraint
 * violation (the same codes on PGlite). Both mean "someone else got there first".
 */
const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

/** What a violated unique key means to the person, where a service already says it. */
const byConstraint: Record<string, Omit<ErrorBody, 'details'>> = {
  users_email_lower_unique: { code: 'EMAIL_TAKEN', message: adminMessages.emailTaken },
  meal_plan_templates_name_unique: {
    code: 'TEMPLATE_NAME_TAKEN',
    message: mealPlanMessages.templateNameTaken,
  },
  // Two booked sessions of one nutritionist may not overlap (issue 17): the loser of a race
  // for one slot is told to pick another.
  appointments_no_overlap: { code: 'SLOT_TAKEN', message: schedulingMessages.slotTaken },
};

const fallback: Omit<ErrorBody, 'details'> = {
  code: 'CONFLICT',
  message: messages.generic.recordExists,
};

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's unique-key or exclusion violation somewhere in an error's chain of causes (Drizzle wraps it). */
function violationIn(error: unknown): DatabaseError | undefined {
  let current = error as DatabaseError | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.code === UNIQUE_VIOLATION || current.code === EXCLUSION_VIOLATION) return current;
    current = current.cause as DatabaseError | undefined;
  }
  return undefined;
}

/** True when this unique key or exclusion constraint refused a row (a race a service answers itself). */
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
