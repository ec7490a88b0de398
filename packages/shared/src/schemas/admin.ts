import { z } from 'zod';
import {
  CLIENT_STATUSES,
  DIET_OPTIONS,
  GENDERS,
  LIMITS,
  NUTRITIONIST_STATUSES,
  PLAN_OPTIONS,
} from '../constants.ts';
import { idSchema, idWithMessage, sessionDateText } from './common.ts';

export const adminMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  specialtyRequired: 'Specialty is required',
  nutritionistRequired: 'Nutritionist is required',
  planRequired: 'Plan is required',
  fixErrors: 'Please fix the form errors',
  requiredMissing: 'Required fields are missing.',
  emailTaken: 'An account with this email already exists.',
  unknownNutritionist: 'No nutritionist has that name.',
  ambiguousNutritionist: 'Several nutritionists have that name; choose one from the list.',
  nutritionistHasClients: (count: number) =>
    `This nutritionist still has ${count} client${count === 1 ? '' : 's'}. Choose who takes them over, then delete.`,
  reassignToSelf: 'Choose another nutritionist to take over the clients.',
  phoneInvalid: 'Please enter a valid phone number',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  deleteFailed: 'Failed to delete. Please try again.',
  saveFailed: 'Failed to save',
  // §8 "Admin load failure": the server's message, or this when it gave none.
  loadFailed: 'An error occurred',
} as const;

const requiredText = (message: string, max: number = LIMITS.shortTextMaxLength) =>
  z.string({ error: message }).trim().min(1, message).max(max, adminMessages.tooLong(max));

const optionalText = (max: number = LIMITS.shortTextMaxLength) =>
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
const phoneSchema = z
  .string({ error: adminMessages.phoneInvalid })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, adminMessages.phoneInvalid));

const optionalPhone = z
  .union([z.literal(''), phoneSchema])
  .transform((value) => value || null)
  .nullish();

// ---- Records (answers) ----

export const nutritionistRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
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
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
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

/** An account just created: the temporary password is shown once (D4). */
export const createdNutritionistSchema = nutritionistRecordSchema.extend({
  temporaryPassword: z.string(),
});
export const createdClientSchema = clientRecordSchema.extend({ temporaryPassword: z.string() });
export type CreatedNutritionist = z.infer<typeof createdNutritionistSchema>;
export type CreatedClient = z.infer<typeof createdClientSchema>;

// ---- Inputs ----

/**
 * A nutritionist from either screen: the dashboard dialog sends {name, email, specialty};
 * the management screen and /nuts/add send {name, email, phone, location, specialization}
 * (and status when editing). Both names of a field are accepted.
 */
function nutritionistSchema<P extends z.ZodType<string | null | undefined>>(phone: P) {
  return (
    z
      .object({
        name: requiredText(adminMessages.nameRequired, LIMITS.nameMaxLength),
        email: adminEmailSchema,
        specialty: z.string().trim().max(LIMITS.shortTextMaxLength).optional(),
        specialization: z.string().trim().max(LIMITS.shortTextMaxLength).optional(),
        phone,
        location: optionalText(),
        address: optionalText(),
        status: z.enum(NUTRITIONIST_STATUSES).optional(),
      })
      // A refinement, not a check inside the transform, so this message shows together
      // with the other fields' messages (transforms only run on an otherwise valid object).
      .refine((value) => Boolean(value.specialization || value.specialty), {
        path: ['specialty'],
        message: adminMessages.specialtyRequired,
      })
      .transform((value) => {
        const specialization = value.specialization || value.specialty || '';
        return {
          name: value.name,
          email: value.email,
          specialization,
          phone: ((value as { phone?: string | null }).phone ?? null) as string | null,
          location: value.location ?? value.address ?? null,
          status: value.status,
        };
      })
  );
}

export const nutritionistInputSchema = nutritionistSchema(optionalPhone);
export type NutritionistInput = z.input<typeof nutritionistInputSchema>;
export type NutritionistFields = z.output<typeof nutritionistInputSchema>;

/** /nuts/add and the management screen's Add: phone is required too (§5). */
export const nutritionistAddSchema = nutritionistSchema(phoneSchema);

const planSchema = z.enum(PLAN_OPTIONS, { error: adminMessages.planRequired });

/** The dashboard dialog's client: {name, email, nutritionist (a name), plan}. */
export const clientInputSchema = z.object({
  name: requiredText(adminMessages.nameRequired, LIMITS.nameMaxLength),
  email: adminEmailSchema,
  nutritionist: requiredText(adminMessages.nutritionistRequired, LIMITS.nameMaxLength),
  plan: planSchema,
});
export type ClientInput = z.input<typeof clientInputSchema>;

const required = adminMessages.requiredMissing;

/** POST /client/add, admin version: the fields §5 "Admin Add Client" requires (not the plan). */
export const clientAddSchema = z.object({
  name: requiredText(required, LIMITS.nameMaxLength),
  email: z.string({ error: required }).trim().min(1, required).pipe(adminEmailSchema),
  phone: z.string({ error: required }).min(1, required).pipe(phoneSchema),
  location: optionalText(),
  age: z.coerce
    .number({ error: required })
    .int()
    .min(LIMITS.age.min, required)
    .max(LIMITS.age.max, required),
  gender: z.enum(GENDERS, { error: required }),
  nId: idWithMessage(required),
  issue: optionalText(500),
  nextSession: sessionDateText(required),
  // The spec's admin form does not require a plan; its unchosen select sends "".
  plan: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(PLAN_OPTIONS, { error: adminMessages.planRequired }).optional(),
  ),
  planDescription: optionalText(500),
});
export type ClientAddInput = z.input<typeof clientAddSchema>;

/** An empty input means "no value": the edit form clears an optional field with it. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * PUT /clients/{id}: the spec's {name, email, nutritionist (a name), plan}, and every other
 * field of the Add Client form. A field left out is kept as it is, never erased; an optional
 * field sent empty (or null) is cleared. The edit form names the nutritionist by id (nId),
 * since two nutritionists may share a name.
 */
export const clientUpdateSchema = z.object({
  name: requiredText(adminMessages.nameRequired, LIMITS.nameMaxLength).optional(),
  email: adminEmailSchema.optional(),
  nutritionist: requiredText(adminMessages.nutritionistRequired, LIMITS.nameMaxLength).optional(),
  nId: idWithMessage(adminMessages.nutritionistRequired).optional(),
  plan: planSchema.optional(),
  planDescription: optionalText(500),
  phone: optionalPhone,
  location: optionalText(),
  address: optionalText(),
  age: z.preprocess(
    emptyAsNull,
    z.coerce
      .number()
      .int()
      .min(LIMITS.age.min, `Age must be between ${LIMITS.age.min} and ${LIMITS.age.max}`)
      .max(LIMITS.age.max, `Age must be between ${LIMITS.age.min} and ${LIMITS.age.max}`)
      .nullish(),
  ),
  gender: z.preprocess(
    emptyAsNull,
    z.enum(GENDERS, { error: 'Please choose Male, Female or Other' }).nullish(),
  ),
  issue: optionalText(500),
  nextSession: z.preprocess(
    emptyAsNull,
    sessionDateText('Please enter a valid date and time').nullish(),
  ),
  status: z.enum(CLIENT_STATUSES).optional(),
});
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;
export type ClientUpdate = z.output<typeof clientUpdateSchema>;

export const listQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

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

export const deleteNutritionistQuerySchema = z.object({
  reassignTo: idSchema.optional(),
});

export const adminProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminProfileInputSchema = z.object({
  name: requiredText(adminMessages.nameRequired, LIMITS.nameMaxLength),
  phone: optionalPhone,
  address: optionalText(300),
});
export type AdminProfileInput = z.input<typeof adminProfileInputSchema>;

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
      status: z.enum(['scheduled', 'completed', 'cancelled', 'missed']),
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
});
export type CaseloadClient = z.infer<typeof caseloadClientSchema>;
