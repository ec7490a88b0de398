import { z } from 'zod';
import { LIMITS } from '../constants.ts';

/** Body of every error answer (DESIGN §3). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Trimmed, lower-cased email with the usual length cap. */
export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMaxLength)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

export const idSchema = z.coerce.number().int().positive().max(2147483647);
