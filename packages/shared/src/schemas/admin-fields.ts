import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { adminMessages } from './admin-messages.ts';

/** The field rules the admin's inputs (and the nutritionist's client form) are built from. */

export const requiredText = (message: string, max: number = LIMITS.shortTextMaxLength) =>
  z.string({ error: message }).trim().min(1, message).max(max, adminMessages.tooLong(max));

export const optionalText = (max: number = LIMITS.shortTextMaxLength) =>
  z
    .string()
    .trim()
    .max(max, adminMessages.tooLong(max))
    .transform((value) => value || null)
    .nullish();

export const adminEmailSchema = z
  .string({ error: adminMessages.emailRequired })
  .trim()
  .min(1, adminMessages.emailRequired)
  .max(LIMITS.emailMaxLength, adminMessages.emailInvalid)
  .pipe(z.email(adminMessages.emailInvalid))
  .transform((value) => value.toLowerCase());

/** Indian mobile number; spaces, dashes and +91 tolerated. */
export const phoneSchema = z
  .string({ error: adminMessages.phoneInvalid })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, adminMessages.phoneInvalid));

export const optionalPhone = z
  .union([z.literal(''), phoneSchema])
  .transform((value) => value || null)
  .nullish();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body the spec's front end wraps as `{params: {...}}` (axios' habit on its delete calls)
 * is read as the fields inside it; a flat body is read as it is.
 */
export function acceptingParamsWrapper<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      isRecord(value) && isRecord(value.params)
        ? {
            ...value.params,
            ...Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'params')),
          }
        : value,
    schema,
  );
}
