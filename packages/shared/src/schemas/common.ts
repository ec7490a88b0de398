import { z } from 'zod';
import { schemaNow } from '../clock.ts';
import { GENDERS, LIMITS } from '../constants.ts';
import type { ErrorCode } from '../error-codes.ts';
import { LOCALES } from '../i18n/locales.ts';

/**
 * Body of every error answer (docs/product.md, "Errors and failure texts"). The OpenAPI
 * document describes `code` as a string: as an enum, the whole list would stand again in
 * each of the document's ~600 error answers. The type holds it to the list all the same.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = Omit<z.infer<typeof errorBodySchema>, 'code'> & { code: ErrorCode };

/** Trimmed, lower-cased email with the usual length cap. */
export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMaxLength)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

/** Ids are PostgreSQL `integer` (int4) columns; a larger number can name no record. */
export const ID_MAX = 2_147_483_647;

/** An id whose every failure (missing, not a number, out of range) says `message`. */
export const idWithMessage = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/**
 * Figures such as quantities, label values and targets are PostgreSQL `real` (float4)
 * columns, which refuse a non-zero value smaller than FLT_MIN as out of range (a 500 if
 * it got that far): a figure is zero or at least this.
 */
export const REAL_MIN = 1.1754943508222875e-38;
export const storableReal = (value: number) => value === 0 || Math.abs(value) >= REAL_MIN;

export const invalidIdMessage = 'Please give a valid id.';
export const idSchema = idWithMessage(invalidIdMessage);

/**
 * Session dates (appointments, next and previous sessions) lie within this many years of
 * today: wide enough for any real booking or record, narrow enough to catch a mistyped
 * year (and to keep dates the database cannot store, such as year 0000, out).
 */
export const SESSION_DATE_WINDOW_YEARS = 10;
export const sessionDateOutOfRange = `Please choose a date within ${SESSION_DATE_WINDOW_YEARS} years of today.`;

function withinSessionWindow(value: string): boolean {
  const date = new Date(value);
  const now = schemaNow();
  const earliest = new Date(now);
  earliest.setUTCFullYear(now.getUTCFullYear() - SESSION_DATE_WINDOW_YEARS);
  const latest = new Date(now);
  latest.setUTCFullYear(now.getUTCFullYear() + SESSION_DATE_WINDOW_YEARS);
  return date >= earliest && date <= latest;
}

/** A session date as sent: a date-time with offset, or a plain date (that day, 00:00 UTC). */
export const sessionDateText = (message: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: message })
    .refine(withinSessionWindow, sessionDateOutOfRange);

/** A session date as the instant it names. */
export const sessionInstant = (message: string) =>
  sessionDateText(message).transform((value) => new Date(value));

/**
 * A gender in any case ("female", the spec's own forms' word) as the stored one ("Female");
 * anything else says `message`.
 */
export const genderSchema = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? (GENDERS.find((gender) => gender.toLowerCase() === value.trim().toLowerCase()) ?? value)
        : value,
    z.enum(GENDERS, { error: message }),
  );

/**
 * Issue 33: the language a new client reads, when the practice knows it: her welcome email
 * is written in it and her app speaks it from her first sign-in. English when not given.
 */
export const clientLanguage = z
  .enum(LOCALES, { error: 'Please choose one of the languages offered.' })
  .optional();
