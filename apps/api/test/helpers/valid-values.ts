import { INDIAN_STATES, PAYABLE_AMOUNTS } from '@nourishwell/shared';
import { fromNow } from './test-clock.ts';

/** Valid values for an OpenAPI schema, chosen so a base request gets past validation and look-ups. */

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** What a base request fills in for ids, emails and the like, so it gets past lookups. */
export interface Known {
  nutritionistId: number;
  nutritionistName: string;
  clientId: number;
  callerEmail: string;
  /** Values given by slot name, used before any rule below (a record's id, a list of ids). */
  fixed?: Record<string, unknown>;
}

/** A value's name and where it sits, which is all a base value is chosen by. */
export interface Slot {
  name: string;
  /** Query and path values look records up; body values mostly create or change them. */
  inUrl: boolean;
  /** Operations whose plain `id` names a nutritionist rather than a client. */
  idIsNutritionist: boolean;
}

export const NUTRITIONIST_ID_PATHS =
  /nutritionists|nuts\/id$|byNutId|appointmentsCompleted|nuts\/delete$/;

let emailSequence = 0;

const INTAKE_SECTIONS = [
  {
    id: 's1',
    title: 'About you',
    questions: [{ id: 'q1', kind: 'shortText', label: 'Name', required: false }],
  },
];

/** A value the schema accepts, as far as names and formats tell. */
export function validValue(slot: Slot, schema: JsonSchema, known: Known): unknown {
  if (known.fixed && Object.hasOwn(known.fixed, slot.name)) return known.fixed[slot.name];
  // Issue 35: an intake form's questions need their own ids and sensible bounds.
  if (slot.name === 'sections') return INTAKE_SECTIONS;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return validValue(slot, option, known);
  if (schema.enum) return schema.enum[0];
  // Issue 35: a lab panel's values must be ones a person can have, in a unit the test has.
  if (slot.name === 'values' && schema.items?.properties?.unit)
    return [{ code: 'tsh', value: 2.5, unit: 'µIU/mL' }];
  if (schema.type === 'object') return validObject(slot, schema, known);
  if (schema.type === 'array') return schema.items ? [validValue(slot, schema.items, known)] : [];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number')
    return validNumber(slot, schema, known);
  return validText(slot, schema, known);
}

function validNumber({ name, idIsNutritionist }: Slot, schema: JsonSchema, known: Known): number {
  if (/^(nId|nutritionistId|nutId|reassignTo)$/.test(name)) return known.nutritionistId;
  if (name === 'id' && idIsNutritionist) return known.nutritionistId;
  if (/id$/i.test(name) || name === 'with') return known.clientId;
  if (name === 'amount') return PAYABLE_AMOUNTS[0];
  if (name === 'gstRate') return 18;
  const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0);
  return schema.maximum !== undefined ? Math.min(min + 1, schema.maximum) : min + 1;
}

function validText({ name, inUrl }: Slot, schema: JsonSchema, known: Known): string {
  const soon = fromNow(30 * 86_400_000).toISOString();
  if (schema.format === 'date-time') return soon;
  if (schema.format === 'date') return soon.slice(0, 10);
  if (/email/i.test(name)) {
    // Lookups by email find the caller; creations need an address nobody has yet.
    if (inUrl) return known.callerEmail;
    emailSequence += 1;
    return `fuzz${emailSequence}@example.test`;
  }
  if (/phone/i.test(name)) return '9876543210';
  // Issue 34: a payment is made by today; a package starts on a day; GST's own codes.
  if (name === 'takenOn') return fromNow(0).toISOString().slice(0, 10);
  if (name === 'paidOn') return fromNow(0).toISOString().slice(0, 10);
  if (name === 'validFrom') return soon.slice(0, 10);
  // Issue 35: an ADIME note's next session date.
  if (name === 'nextSessionOn') return soon.slice(0, 10);
  if (name === 'month') return fromNow(0).toISOString().slice(0, 7);
  if (name === 'stateCode') return '29';
  if (name === 'gstin') return '29AAPFU0939F1ZR';
  if (name === 'sacCode') return '999319';
  if (name === 'consentStatement') return 'I agree the practice may use these answers.';
  if (/password/i.test(name)) return 'Fuzz-password-2026';
  if (name === 'state') return INDIAN_STATES[0];
  if (name === 'nutritionist') return known.nutritionistName;
  return 'Fuzz text';
}

function validObject(slot: Slot, schema: JsonSchema, known: Known): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      validValue({ ...slot, name: key }, property, known),
    ]),
  );
}
