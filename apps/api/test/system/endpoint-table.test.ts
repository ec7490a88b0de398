import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, endpointTables, type EndpointDef } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

type Method = EndpointDef['method'];

/** Every path of an entry, in Fastify's form. */
const pathsOf = (entry: EndpointDef) => [entry.path, ...(entry.aliases ?? [])];

describe('the endpoint table', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.app.ready();
  });
  afterAll(() => app.close());

  it('gives every call one name, across all its audience files', () => {
    const named = endpointTables.reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(Object.keys(endpoints)).toHaveLength(named);
  });

  it('is served: every entry and every alias of it is a route of the app', () => {
    const missing = Object.entries(endpoints as Record<string, EndpointDef>).flatMap(
      ([name, entry]) =>
        pathsOf(entry)
          .filter((path) => !app.app.hasRoute({ method: entry.method, url: `/api${path}` }))
          .map((path) => `${name}: ${entry.method} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the whole API: every operation of the OpenAPI document comes from an entry', () => {
    const known = new Set(
      Object.values(endpoints as Record<string, EndpointDef>).flatMap((entry) =>
        pathsOf(entry).map((path) => `${entry.method} /api${path}`),
      ),
    );
    const document = app.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const outside = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase() as Method} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
        .filter((operation) => !known.has(operation)),
    );
    expect(outside).toEqual([]);
  });
});
