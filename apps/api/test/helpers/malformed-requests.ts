import { NUTRITIONIST_ID_PATHS, validValue, type JsonSchema, type Known } from './valid-values.ts';

/**
 * Malformed requests for every operation of the OpenAPI document (issue 13's fuzz).
 * Deterministic: the same document gives the same requests in the same order, so a
 * failure names a request that can be replayed by hand.
 */

interface Parameter {
  in: 'query' | 'path';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  tags: string[];
  parameters: Parameter[];
  jsonBody?: JsonSchema;
  /** Reads multipart/form-data (the profile uploads). */
  multipart: boolean;
}

export interface MalformedRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  /** What was malformed, for the failure report. */
  label: string;
}

const HUGE_ID = 2 ** 31;
const BEYOND_SAFE = 2 ** 53;

/** One value of each kind the issue found answering 500, plus wrong types. */
const badBodyValues: Array<[string, unknown]> = [
  ['NUL', 'Fuzz\u0000text'],
  ['lone surrogate', 'Fuzz\ud800text'],
  ['year 0000 date', '0000-01-01'],
  ['year 0000 instant', '0000-01-01T00:00:00Z'],
  ['id 2^31', HUGE_ID],
  ['id 2^53', BEYOND_SAFE],
  ['object for a value', { nested: true }],
  ['missing', undefined],
];

/** Query and path values are text on the wire; `null` means "left out". */
const badTextValues: Array<[string, string | null]> = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['year 0000 date', '0000-01-01'],
  ['id 2^31', String(HUGE_ID)],
  ['id 2^53+1', String(BEYOND_SAFE + 2)],
  ['not a number', 'abc'],
  ['empty', ''],
  ['missing', null],
];

export type Caller = 'admin' | 'nutritionist' | 'client';

/** Who may call an operation, read from its tags; public and auth calls go as a client. */
export function callersOf(op: Operation): Caller[] {
  const callers = op.tags.filter((tag): tag is Caller =>
    ['admin', 'nutritionist', 'client'].includes(tag),
  );
  if (op.tags.includes('messages')) return ['nutritionist', 'client'];
  return callers.length ? callers : ['client'];
}

export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        tags: (op.tags as string[]) ?? [],
        parameters: (op.parameters as Parameter[]) ?? [],
        jsonBody: content?.['application/json']?.schema,
        // A write without a JSON body reads multipart/form-data (the two profile uploads).
        multipart: ['post', 'put'].includes(method) && !content,
      });
    }
  }
  return operations;
}

/** Every path to a value in a JSON body: object keys and the first item of arrays. */
function leafPaths(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  if (Array.isArray(value))
    return value.length ? [prefix, ...leafPaths(value[0], [...prefix, 0])] : [prefix];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
  return [prefix];
}

function withValueAt(base: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** Percent-encodes text, keeping a lone surrogate as the bytes a client would send. */
function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

function urlOf(op: Operation, values: Record<string, string | null>): string {
  let path = op.path;
  const query: string[] = [];
  for (const parameter of op.parameters) {
    const value = values[parameter.name + ':' + parameter.in];
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeText(value ?? ''));
    else if (value !== null && value !== undefined)
      query.push(`${parameter.name}=${encodeText(value)}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

function multipartBody(fields: Record<string, string>): { payload: string; boundary: string } {
  const boundary = 'fuzzboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, boundary };
}

/** The profile uploads' fields with values they accept. */
const multipartBase = (known: Known) => ({
  name: 'Fuzz Name',
  email: known.callerEmail,
  specialization: 'General',
});

function baseOf(op: Operation, known: Known) {
  const idIsNutritionist = NUTRITIONIST_ID_PATHS.test(op.path);
  const baseParams = Object.fromEntries(
    op.parameters.map((p) => {
      const value = validValue({ name: p.name, inUrl: true, idIsNutritionist }, p.schema, known);
      // A value fixed as undefined is left out of the query.
      return [p.name + ':' + p.in, value === undefined ? null : String(value)];
    }),
  );
  const baseBody = op.jsonBody
    ? validValue({ name: 'body', inUrl: false, idIsNutritionist }, op.jsonBody, known)
    : undefined;
  return { baseParams, baseBody };
}

/** The operation with values its schemas accept: the base every malformed request changes. */
export function validRequest(op: Operation, known: Known): MalformedRequest {
  const { baseParams, baseBody } = baseOf(op, known);
  const url = urlOf(op, baseParams);
  if (op.multipart) {
    const { payload, boundary } = multipartBody(multipartBase(known));
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    return { method: op.method, url, headers, payload, label: 'valid' };
  }
  return { method: op.method, url, label: 'valid', ...(op.jsonBody ? { payload: baseBody } : {}) };
}

/** Every malformed request for one operation, each changing one thing of a valid base. */
export function malformedRequests(op: Operation, known: Known): MalformedRequest[] {
  const { baseParams, baseBody } = baseOf(op, known);
  const requests: MalformedRequest[] = [];
  const json = (url: string, payload: unknown, label: string) =>
    requests.push({ method: op.method, url, label, ...(op.jsonBody ? { payload } : {}) });

  for (const key of Object.keys(baseParams)) {
    for (const [kind, value] of badTextValues) {
      if (value === null && key.endsWith(':path')) continue;
      json(urlOf(op, { ...baseParams, [key]: value }), baseBody, `${key} ${kind}`);
    }
  }
  const url = urlOf(op, baseParams);
  if (baseBody !== undefined) {
    for (const path of leafPaths(baseBody)) {
      for (const [kind, value] of badBodyValues)
        json(url, withValueAt(baseBody, path, value), `body.${path.join('.')} ${kind}`);
    }
    json(url, [], 'body an array');
  }
  if (op.jsonBody || op.multipart) {
    requests.push({
      method: op.method,
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'no boundary',
      label: 'multipart without boundary',
    });
  }
  if (op.multipart) {
    const base = multipartBase(known);
    for (const field of ['name', 'bio', 'location', 'allergies']) {
      for (const [kind, value] of badTextValues) {
        if (value === null) continue;
        const { payload, boundary } = multipartBody({ ...base, [field]: value });
        requests.push({
          method: op.method,
          url,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
          label: `multipart ${field} ${kind}`,
        });
      }
    }
  }
  return requests;
}
