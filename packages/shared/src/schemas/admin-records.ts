import { z } from 'zod';
import {
  CLIENT_STATUSES,
  DIET_OPTIONS,
  GENDERS,
  NUTRITIONIST_STATUSES,
  PLAN_OPTIONS,
} from '../constants.ts';
import { LOCALES } from '../i18n/locales.ts';
import { APPOINTMENT_STATUSES } from './scheduling-texts.ts';

/** What the admin calls answer: the people's records, created accounts, detail pages, counts. */

/** The contact fields every person's record starts with. */
const personFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
};

export const nutritionistRecordSchema = z.object({
  ...personFields,
  specialization: z.string(),
  specialty: z.string(),
  experience: z.number().int().nullable(),
  qualifications: z.array(z.string()),
  bio: z.string().nullable(),
  status: z.enum(NUTRITIONIST_STATUSES),
  clientCount: z.number().int(),
  clients: z.number().int(),
  profilePicUrl: z.string().nullable(),
});
export type NutritionistRecord = z.infer<typeof nutritionistRecordSchema>;

export const clientRecordSchema = z.object({
  ...personFields,
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  nId: z.number().int().nullable(),
  nutritionist: z.string().nullable(),
  issue: z.string().nullable(),
  plan: z.enum(PLAN_OPTIONS).nullable(),
  planDescription: z.string().nullable(),
  nextSession: z.string().nullable(),
  lastSession: z.string().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  diet: z.enum(DIET_OPTIONS).nullable(),
  allergies: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  completed: z.boolean(),
  progress: z.number().int().nullable(),
  profilePicUrl: z.string().nullable(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

/**
 * An account just created: the temporary password is shown once (docs/product.md,
 * "Temporary passwords").
 */
export const createdNutritionistSchema = nutritionistRecordSchema.extend({
  temporaryPassword: z.string(),
});
export const createdClientSchema = clientRecordSchema.extend({ temporaryPassword: z.string() });
export type CreatedNutritionist = z.infer<typeof createdNutritionistSchema>;
export type CreatedClient = z.infer<typeof createdClientSchema>;

export const adminCountsSchema = z.object({
  totalNutritionists: z.number().int(),
  activeNutritionists: z.number().int(),
  totalClients: z.number().int(),
  activeClients: z.number().int(),
  inactiveClients: z.number().int(),
  assignedClients: z.number().int(),
  /** One decimal, as shown: "0.0" with no nutritionists. */
  avgClientsPerNutritionist: z.string(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

export const adminProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const nutritionistDetailSchema = z.object({
  nutritionist: nutritionistRecordSchema,
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  clients: z.array(clientRecordSchema),
});
export type NutritionistDetail = z.infer<typeof nutritionistDetailSchema>;

export const clientDetailSchema = z.object({
  client: clientRecordSchema,
  sessions: z.array(
    z.object({
      id: z.number().int(),
      scheduledAt: z.string(),
      status: z.enum(APPOINTMENT_STATUSES),
      notes: z.string().nullable(),
    }),
  ),
  progress: z.array(z.object({ week: z.number().int(), weight: z.number() })),
  goals: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      type: z.string(),
      target: z.string(),
      progress: z.number().int(),
      deadline: z.string(),
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** A client as a nutritionist's tables show it: the record, her current goal and latest weight. */
export const caseloadClientSchema = clientRecordSchema.extend({
  goal: z.string().nullable(),
  goalProgress: z.number().int().nullable(),
  latestWeight: z.number().nullable(),
  /** The last date she logged a meal (issue 16), so a slipping client shows. */
  lastLoggedOn: z.string().nullable(),
  /** Planned meals logged over the last 7 days, 0–100; null with no plan. */
  adherence7d: z.number().nullable(),
  /** The language she reads (issue 33): what her nutritionist sends her is written in it. */
  language: z.enum(LOCALES),
});
export type CaseloadClient = z.infer<typeof caseloadClientSchema>;
