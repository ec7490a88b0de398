import { z } from 'zod';
import { CLIENT_STATUSES, LIMITS, NUTRITIONIST_STATUSES, PLAN_OPTIONS } from '../constants.ts';
import {
  clientLanguage,
  genderSchema,
  idSchema,
  idWithMessage,
  sessionDateText,
} from './common.ts';
import {
  optionalPhone,
  optionalText,
  phoneSchema,
  requiredText,
  adminEmailSchema,
} from './admin-fields.ts';
import { adminMessages } from './admin-messages.ts';

/** What the admin calls take: nutritionists, clients, list queries, her own profile. */

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

/** /nuts/add and the management screen's Add: the same fields, with the phone required too. */
export const nutritionistAddSchema = nutritionistSchema(phoneSchema);

const planSchema = z.enum(PLAN_OPTIONS, { error: adminMessages.planRequired });
const genderInvalid = 'Please choose Male, Female or Other';
const dateTimeInvalid = 'Please enter a valid date and time';

/** The dashboard dialog's client: {name, email, nutritionist (a name), plan}. */
export const clientInputSchema = z.object({
  name: requiredText(adminMessages.nameRequired, LIMITS.nameMaxLength),
  email: adminEmailSchema,
  nutritionist: requiredText(adminMessages.nutritionistRequired, LIMITS.nameMaxLength),
  plan: planSchema,
  language: clientLanguage,
});
export type ClientInput = z.input<typeof clientInputSchema>;

const ageRange = `Age must be between ${LIMITS.age.min} and ${LIMITS.age.max}`;
/** An input left empty (or an unchosen select, "") is a missing value. */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The admin's Add Client form: its fields' labels, in the form's order. A required field
 * left empty says "<Label> is required" under itself; the form's summary names them all.
 */
export const clientAddLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Address',
  age: 'Age',
  gender: 'Gender',
  nId: 'Nutritionist',
  nextSession: 'Next session',
  plan: 'Plan',
  issue: 'Issue',
} as const;
export type ClientAddField = keyof typeof clientAddLabels;

const missing = (field: ClientAddField) => adminMessages.fieldRequired(clientAddLabels[field]);

/** A required field: absent, empty or an unchosen select says so; a value goes on to `schema`. */
const requiredField = <T extends z.ZodType>(field: ClientAddField, schema: T) =>
  z.preprocess(
    blankAsMissing,
    z
      .any()
      .refine((value) => value !== undefined, missing(field))
      .pipe(schema),
  );

/**
 * The labels of the Add Client fields that `messageOf` says are missing, in the form's
 * order: the browser reads its field messages, the server its 400's details.
 */
export function missingClientFields(messageOf: (field: ClientAddField) => unknown): string[] {
  return (Object.keys(clientAddLabels) as ClientAddField[])
    .filter((field) => messageOf(field) === missing(field))
    .map((field) => clientAddLabels[field]);
}

/**
 * POST /client/add, admin version: name, email, phone, age, gender, nutritionist, next
 * session and plan are required.
 */
export const clientAddSchema = z.object({
  name: requiredText(missing('name'), LIMITS.nameMaxLength),
  email: requiredField('email', adminEmailSchema),
  phone: requiredField('phone', phoneSchema),
  location: optionalText(),
  // A value out of range says what range (the form names the missing fields).
  age: requiredField(
    'age',
    z.coerce
      .number({ error: ageRange })
      .int(ageRange)
      .min(LIMITS.age.min, ageRange)
      .max(LIMITS.age.max, ageRange),
  ),
  gender: requiredField('gender', genderSchema(genderInvalid)),
  nId: requiredField('nId', idWithMessage(missing('nId'))),
  issue: optionalText(500),
  nextSession: requiredField('nextSession', sessionDateText(dateTimeInvalid)),
  // The plan is required like the rest; a plan not in the list counts as none given.
  plan: requiredField('plan', planSchema),
  planDescription: optionalText(500),
  language: clientLanguage,
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
    z.coerce.number().int().min(LIMITS.age.min, ageRange).max(LIMITS.age.max, ageRange).nullish(),
  ),
  gender: z.preprocess(emptyAsNull, genderSchema(genderInvalid).nullish()),
  issue: optionalText(500),
  nextSession: z.preprocess(emptyAsNull, sessionDateText(dateTimeInvalid).nullish()),
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

export const deleteNutritionistQuerySchema = z.object({
  reassignTo: idSchema.optional(),
});

export const adminProfileInputSchema = z.object({
  name: requiredText(adminMessages.nameRequired, LIMITS.nameMaxLength),
  phone: optionalPhone,
  address: optionalText(300),
});
export type AdminProfileInput = z.input<typeof adminProfileInputSchema>;
