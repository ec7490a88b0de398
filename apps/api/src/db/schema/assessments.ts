import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { FOOD_PREFERENCES } from '@nourishwell/shared';
import { cascadingRef, measure, setNullRef } from './columns.ts';
import { clients, nutritionists } from './profiles.ts';
import { createdAt } from './users.ts';

/**
 * Every submitted assessment is kept as its own row (a version); the newest per client
 * is the current one. Rows are never updated.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    nutritionistId: setNullRef('nutritionist_id', () => nutritionists.id),
    // Anthropometric
    height: measure('height'),
    weight: measure('weight'),
    waist: measure('waist'),
    hip: measure('hip'),
    bp: text('bp'),
    // Biochemical
    bloodTestDone: text('blood_test_done', { enum: ['Yes', 'No'] }),
    fbs: text('fbs'),
    ppbs: text('ppbs'),
    hba1c: text('hba1c'),
    lft: text('lft'),
    rft: text('rft'),
    hemogram: text('hemogram'),
    cue: text('cue'),
    lipidProfile: text('lipid_profile'),
    calcium: text('calcium'),
    vitD: text('vit_d'),
    b12: text('b12'),
    thyroid: text('thyroid'),
    electrolytes: text('electrolytes'),
    uricAcid: text('uric_acid'),
    // Clinical
    deficiencies: text('deficiencies'),
    medications: text('medications'),
    supplements: text('supplements'),
    allergies: text('allergies'),
    currentIssues: text('current_issues'),
    medicalHistory: text('medical_history'),
    menstrualHealth: text('menstrual_health'),
    // Dietary and lifestyle
    sleep: text('sleep'),
    dietRecall: text('diet_recall'),
    foodPref: text('food_pref', { enum: FOOD_PREFERENCES }),
    waterIntake: text('water_intake'),
    habits: text('habits'),
    activity: text('activity'),
    createdAt: createdAt(),
  },
  (t) => [
    check('assessments_height_check', sql`${t.height} between 50 and 250`),
    check('assessments_weight_check', sql`${t.weight} between 2 and 400`),
    check('assessments_waist_check', sql`${t.waist} between 20 and 300`),
    check('assessments_hip_check', sql`${t.hip} between 20 and 300`),
    check('assessments_blood_test_check', sql`${t.bloodTestDone} in ('Yes', 'No')`),
    check('assessments_food_pref_check', sql`${t.foodPref} in ('Veg', 'Non-Veg', 'Vegan', 'Egg')`),
    index('assessments_client_created_idx').on(t.clientId, t.createdAt),
  ],
);
