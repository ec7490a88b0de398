import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES, roles } from '@nourishwell/shared';
import { cascadingRef } from './columns.ts';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per person who can sign in. Profile tables (admin_profiles, nutritionists,
 * clients) use this id as their own primary key, so an id names one person whatever
 * the role (chat compares senderId with the viewer's id).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; the unique index on lower(email) keeps it case-insensitive anyway. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Bumped on every password change; tokens carry it, so older tokens stop working
     * (docs/product.md, "Password changes and signing out").
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The privacy notice version she last accepted; null: never (issue 18). */
    consentVersion: text('consent_version'),
    /** Set when she withdraws consent: no new records about her until she is erased. */
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    /** Her last sign-in, kept to the day: the retention clock (RETENTION_INACTIVE_DAYS). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** TOTP secret, encrypted (lib/secret-box.ts); enabled once she proves a code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /**
     * The language of her app, emails and messages (issue 33); English until she chooses.
     * No check in the table: a new language is a catalogue file, not a migration; the API
     * takes only the languages of LOCALES.
     */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /**
     * Numbers and dates in Devanagari digits (१२३) when she reads Hindi (issue 33); her
     * choice, off by default since most Hindi readers read the international digits.
     */
    devanagariDigits: boolean('devanagari_digits').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'nutritionist', 'client')`),
    check('users_email_length_check', sql`char_length(${t.email}) between 3 and 254`),
    check('users_token_version_check', sql`${t.tokenVersion} >= 0`),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: cascadingRef('user_id', () => users.id).notNull(),
  /** SHA-256 of the token; the token itself only ever exists in the email. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
