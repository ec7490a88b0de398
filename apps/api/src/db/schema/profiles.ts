import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  CLIENT_STATUSES,
  DIET_OPTIONS,
  GENDERS,
  NUTRITIONIST_STATUSES,
  PLAN_OPTIONS,
} from '@nourishwell/shared';
import { cascadingRef, measure, setNullRef } from './columns.ts';
import { createdAt, updatedAt, users } from './users.ts';

const userIdKey = () => cascadingRef('id', () => users.id).primaryKey();

export const adminProfiles = pgTable('admin_profiles', {
  id: userIdKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  address: text('address'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const nutritionists = pgTable(
  'nutritionists',
  {
    id: userIdKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    location: text('location'),
    specialization: text('specialization').notNull(),
    /** Years of practice. */
    experience: integer('experience'),
    qualifications: text('qualifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio'),
    status: text('status', { enum: NUTRITIONIST_STATUSES }).notNull().default('active'),
    profilePicUrl: text('profile_pic_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('nutritionists_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('nutritionists_experience_check', sql`${t.experience} between 0 and 70`),
    index('nutritionists_name_idx').on(t.name),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: userIdKey(),
    /** The assigned nutritionist; a client outlives a removed nutritionist, unassigned. */
    nutritionistId: setNullRef('nutritionist_id', () => nutritionists.id),
    name: text('name').notNull(),
    phone: text('phone'),
    location: text('location'),
    age: integer('age'),
    gender: text('gender', { enum: GENDERS }),
    issue: text('issue'),
    plan: text('plan', { enum: PLAN_OPTIONS }),
    /** The text of a Custom plan. */
    planDescription: text('plan_description'),
    nextSession: timestamp('next_session', { withTimezone: true }),
    lastSession: timestamp('last_session', { withTimezone: true }),
    weight: measure('weight'),
    height: measure('height'),
    diet: text('diet', { enum: DIET_OPTIONS }),
    allergies: text('allergies'),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('active'),
    /** Display flag: the latest appointment was completed and none is booked yet. */
    completed: boolean('completed').notNull().default(false),
    /** Progress towards the plan's aim, in percent, as the nutritionist judges it. */
    progress: integer('progress'),
    profilePicUrl: text('profile_pic_url'),
    /** Issue 34: her GST state code, the place of supply on her invoices; null: unknown. */
    stateCode: text('state_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clients_age_check', sql`${t.age} between 2 and 120`),
    check('clients_gender_check', sql`${t.gender} in ('Male', 'Female', 'Other')`),
    check('clients_weight_check', sql`${t.weight} between 2 and 400`),
    check('clients_height_check', sql`${t.height} between 50 and 250`),
    check(
      'clients_diet_check',
      sql`${t.diet} in ('Vegetarian', 'Vegan', 'Non-vegetarian', 'Pescatarian')`,
    ),
    check('clients_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('clients_progress_check', sql`${t.progress} between 0 and 100`),
    check(
      'clients_plan_check',
      sql`${t.plan} in ('Weight Management', 'Diabetes', 'Thyroid Health', 'PCOD PCOS', 'Hyper Tension', 'Kids Health', 'Organ Health', 'Custom')`,
    ),
    index('clients_nutritionist_idx').on(t.nutritionistId),
    index('clients_next_session_idx').on(t.nutritionistId, t.nextSession),
    index('clients_name_idx').on(t.name),
  ],
);
