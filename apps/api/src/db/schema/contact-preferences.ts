import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadingRef } from './columns.ts';
import { updatedAt, users } from './users.ts';

/**
 * A client's channels and quiet hours (issue 36). No row: the defaults
 * (DEFAULT_CONTACT_PREFERENCES). Each change of a channel is also a consents row.
 */
export const contactPreferences = pgTable(
  'contact_preferences',
  {
    clientId: cascadingRef('client_id', () => users.id).primaryKey(),
    whatsapp: boolean('whatsapp').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
    email: boolean('email').notNull().default(true),
    quietFrom: text('quiet_from').notNull().default('21:00'),
    quietUntil: text('quiet_until').notNull().default('09:00'),
    /** null: the practice's zone. */
    timeZone: text('time_zone'),
    checkInDay: integer('check_in_day').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_preferences_check_in_day_check', sql`${t.checkInDay} between 0 and 6`),
    check(
      'contact_preferences_quiet_check',
      sql`${t.quietFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.quietUntil} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);
