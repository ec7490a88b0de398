import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Role } from '@nourishwell/shared';
import { makeQueryClient } from '#web/lib/query-client.ts';
import { saveSession } from '#web/lib/session.ts';

/**
 * The API as a screen test sees it (MSW): each test says what the calls it cares about
 * answer; any other call fails the test, so a screen cannot quietly call something new.
 */
export const apiServer = setupServer();

/** Starts and stops the mock API around the file's tests. */
export function startMockApi(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `GET /api<path>` answers `body` (with `status`, default 200). */
export function answer(
  method: Method,
  path: string,
  body: JsonBodyType,
  { status = 200, headers }: { status?: number; headers?: Record<string, string> } = {},
): void {
  apiServer.use(http[method](`*/api${path}`, () => HttpResponse.json(body, { status, headers })));
}

/** `path` never answers while the test looks (the loading state). */
export function neverAnswer(method: Method, path: string): void {
  apiServer.use(http[method](`*/api${path}`, () => new Promise<never>(() => undefined)));
}

/** `path` fails with a 500 and the server's error body. */
export function fail(method: Method, path: string, status = 500): void {
  answer(method, path, { message: 'Something went wrong', code: 'INTERNAL' }, { status });
}

/**
 * Renders a screen as a signed-in person sees it at `route`, with a fresh query client.
 * `dataRouter`: inside a data router, for a screen that blocks navigation (useBlocker);
 * `otherRoutes` are then the pages it may go to.
 */
export function renderScreen(
  screen: ReactNode,
  {
    role,
    email = `${role}@nourishwell.test`,
    route = '/',
    dataRouter = false,
    otherRoutes = {},
  }: {
    role: Role;
    email?: string;
    route?: string;
    dataRouter?: boolean;
    otherRoutes?: Record<string, ReactNode>;
  },
) {
  saveSession('test-token', { email, role });
  const client = makeQueryClient();
  // A failing load shows its error at once instead of after the one retry.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const routed = dataRouter ? (
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: route, element: screen },
          ...Object.entries(otherRoutes).map(([path, element]) => ({ path, element })),
        ],
        { initialEntries: [route] },
      )}
    />
  ) : (
    <MemoryRouter initialEntries={[route]}>{screen}</MemoryRouter>
  );
  return render(<QueryClientProvider client={client}>{routed}</QueryClientProvider>);
}
