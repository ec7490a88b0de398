import { z } from 'zod';
import { endpoints, type EndpointDef } from '@nourishwell/shared';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { validValue, type JsonSchema, type Known } from '../helpers/valid-values.ts';

/**
 * The endpoint table seen from a client who withdrew consent (issue 30): which calls staff
 * make, which of them name a client, and a request for each built from its own schemas.
 */

export type Entry = EndpointDef & { name: string };
export type StaffRole = 'admin' | 'nutritionist';
export interface Input {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const entries = Object.values(endpoints) as Entry[];

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

/** The field names of a schema, every option of a union included. */
function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...options.flatMap(fieldsOf)];
}

export const staffRolesOf = (entry: Entry): StaffRole[] =>
  entry.access === 'public'
    ? []
    : entry.access === 'signedIn'
      ? ['admin', 'nutritionist']
      : entry.access.filter((role): role is StaffRole => role !== 'client');

/** Every call a nutritionist or an admin can make that is not a GET. */
export const staffWrites = entries.filter(
  (entry) => entry.method !== 'GET' && staffRolesOf(entry).length > 0,
);

/** Every read of a client's health records (not her client record itself) staff can make. */
export const staffHealthReads = entries.filter(
  (entry) =>
    entry.method === 'GET' &&
    entry.records !== undefined &&
    entry.records.type !== 'client' &&
    staffRolesOf(entry).length > 0,
);

/** A field that holds a client's id (`id` only on a client's own path). */
const CLIENT_FIELD = /^(cId|clientId|clientIds|with|affectedUserIds)$/;
const CLIENT_PATH = /^\/clients?\//;

/** Whether a call's params or body name a client by her id. */
export function namesClientById(entry: Entry): boolean {
  const fields = [...fieldsOf(jsonSchemaOf(entry.params)), ...fieldsOf(jsonSchemaOf(entry.body))];
  return fields.some(
    (field) => CLIENT_FIELD.test(field) || (field === 'id' && CLIENT_PATH.test(entry.path)),
  );
}

const DAY_FIELDS = /^(from|to|date)$/;
const today = () => isoDateFromToday('Asia/Kolkata', 0);

const requiredOnly = (json: JsonSchema) =>
  Object.fromEntries(
    Object.entries(json.properties ?? {}).filter(([key]) => json.required?.includes(key)),
  );

/** A request that passes the entry's validation, ids pointing at `known`'s people. */
export function baseInput(entry: Entry, known: Known): Input {
  const part = (schema: z.ZodType | undefined, inUrl: boolean) => {
    const json = jsonSchemaOf(schema);
    if (!json) return undefined;
    // A query's optional filters (a date range) are left out: the call's default answers.
    const wanted = inUrl ? { ...json, properties: requiredOnly(json) } : json;
    const value = validValue({ name: 'input', inUrl, idIsNutritionist: false }, wanted, known);
    // A day named only by its pattern (from, to, date) gets a date the schema takes.
    return value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([key, v]) => [key, DAY_FIELDS.test(key) ? today() : v]),
        )
      : value;
  };
  return {
    params: part(entry.params, true) as Record<string, unknown> | undefined,
    query: part(entry.query, true) as Record<string, unknown> | undefined,
    body: part(entry.body, false),
  };
}

/** `/clients/:clientId/x` with params → the URL, with the query string. */
export function urlOf(entry: Entry, input: Input): string {
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_m, key: string) =>
    encodeURIComponent(String(input.params?.[key])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}
