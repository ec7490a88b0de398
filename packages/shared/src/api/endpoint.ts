import type { z } from 'zod';
import type { Role } from '../roles.ts';
import type { HealthRecordType } from '../schemas/privacy-constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * One call of the API: what the server registers (with its validation and OpenAPI text)
 * and what the browser calls (`api.<name>(input)`), from the same entry (decision 012).
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Under /api, in Fastify's form (`/clients/:id`). The browser calls this one. */
  path: string;
  /** Other paths the spec's callers use for the same call (served, never called by us). */
  aliases?: readonly string[];
  /** `public`, any signed-in person (`signedIn`), or the roles that may call it. */
  access: 'public' | 'signedIn' | readonly Role[];
  /** OpenAPI: one line on what it does. */
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; with `form`, the fields of the multipart form (read by the handler). */
  body?: z.ZodType;
  /** Multipart (a photo upload): the browser sends a FormData. */
  form?: boolean;
  /** The success status (200 unless given). */
  status?: 200 | 201 | 202;
  /** The JSON answer. Without it the call is not JSON (a file, an event stream). */
  response?: z.ZodType;
  /** A list page: the handler gives `{rows, total}`, the total travels in X-Total-Count. */
  paged?: boolean;
  /** The error answers it documents (each with the `{message, code, details?}` body). */
  errors: readonly ErrorStatus[];
  /** What a non-JSON answer is (OpenAPI `produces`), e.g. `text/event-stream`. */
  produces?: readonly string[];
  /** Left out of the OpenAPI document (a file route the browser loads by URL). */
  hidden?: boolean;
  /**
   * Issue 18: a read of one client's health records. The server logs a successful call as
   * a 'read' of `type` about the client named by `subject` (where in the validated input
   * her id is), at most once per reader, client and type every 10 minutes.
   */
  records?: { type: AccessRecordType; subject: `${'params' | 'query'}.${string}` };
}

/** What a logged read is of: a health record, or the client's record itself. */
export type AccessRecordType = Exclude<HealthRecordType, 'export'> | 'client';

/** A table of entries; each learns its own name (the key), for logs, keys and tests. */
export function defineEndpoints<const T extends Record<string, EndpointDef>>(
  table: T,
): { [K in keyof T]: T[K] & { name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [name, { ...entry, name }]),
  ) as { [K in keyof T]: T[K] & { name: K } };
}

type SchemaAt<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the server's handler receives, after validation. */
export type ParsedPart<E, K extends 'params' | 'query' | 'body'> =
  SchemaAt<E, K> extends z.ZodType ? z.output<SchemaAt<E, K>> : undefined;

type InputPart<E, K extends 'params' | 'query' | 'body'> =
  SchemaAt<E, K> extends z.ZodType
    ? undefined extends z.input<SchemaAt<E, K>>
      ? { [P in K]?: z.input<SchemaAt<E, K>> }
      : { [P in K]: z.input<SchemaAt<E, K>> }
    : { [P in K]?: never };

/** What the browser passes: `{params?, query?, body?}`, each typed by its schema. */
export type EndpointInput<E> = InputPart<E, 'params'> &
  InputPart<E, 'query'> &
  (E extends { form: true } ? { body: FormData } : InputPart<E, 'body'>);

/** The JSON answer as the browser receives it. */
export type EndpointResult<E> = E extends { response: infer S extends z.ZodType }
  ? E extends { paged: true }
    ? { rows: z.output<S>; total: number }
    : z.output<S>
  : never;

/** What the server's handler returns (before the response schema serializes it). */
export type EndpointAnswer<E> = E extends { response: infer S extends z.ZodType }
  ? E extends { paged: true }
    ? { rows: z.input<S>; total: number }
    : z.input<S>
  : unknown;

/** The names of the entries the browser can call (those with a JSON answer). */
export type CallableName<T> = {
  [K in keyof T]: T[K] extends { response: z.ZodType } ? K : never;
}[keyof T];

/** `/clients/:id` with `{id: 7}` → `/clients/7`; a missing parameter is an error of ours. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from an object; undefined and null are left out, arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
